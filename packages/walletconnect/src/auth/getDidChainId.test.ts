import { getDidChainId as officialGetDidChainId } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { getDidChainId } from './getDidChainId'

describe('getDidChainId', () => {
  it('reads the chain reference like the official helper (what the message prints as Chain ID)', () => {
    for (const iss of [
      'did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'did:pkh:eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ]) {
      expect(getDidChainId(iss)).toBe(officialGetDidChainId(iss))
    }
    expect(getDidChainId('eip155:137:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('137')
  })

  it('refuses what is not a did:pkh', () => {
    expect(() => getDidChainId('did:pkh:eip155:0xabc')).toThrow('did:pkh')
  })
})
