import { describe, expect, test } from 'vitest'
import { isGatewayMethodAllowed } from './isGatewayMethodAllowed'

const allowed = (method: string, namespace: string, upstreamUrl = 'https://node.example') =>
  isGatewayMethodAllowed({ method, namespace, upstreamUrl })

describe('isGatewayMethodAllowed', () => {
  test('each namespace forwards its own safe methods only', () => {
    expect(allowed('eth_call', 'eip155')).toBe(true)
    expect(allowed('getBalance', 'eip155')).toBe(false)
    expect(allowed('eth_newFilter', 'eip155')).toBe(false)
    expect(allowed('getBalance', 'solana')).toBe(true)
    expect(allowed('sendTransaction', 'solana')).toBe(true)
    expect(allowed('simulateTransaction', 'solana')).toBe(true)
    expect(allowed('eth_call', 'solana')).toBe(false)
    expect(allowed('getProgramAccounts', 'solana')).toBe(false)
    expect(allowed('solana_signTransaction', 'solana')).toBe(false)
    expect(allowed('getBalance', 'bip122')).toBe(false)
  })

  test.each([
    ['http://127.0.0.1:8899', true],
    ['http://127.8.9.10:8899', true],
    ['http://localhost:8899', true],
    ['http://[::1]:8899', true],
    ['https://api.devnet.solana.com', false],
    ['http://10.0.0.5:8899', false],
    ['http://127.0.0.1.nip.io:8899', false],
  ])('requestAirdrop to %s: %s', (upstreamUrl, expected) => {
    expect(allowed('requestAirdrop', 'solana', upstreamUrl)).toBe(expected)
    expect(allowed('requestAirdrop', 'eip155', upstreamUrl)).toBe(false)
  })
})
