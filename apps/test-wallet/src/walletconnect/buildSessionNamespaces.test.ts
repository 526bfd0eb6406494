import type { ProposalNamespaces } from '@portico/walletconnect'
import { describe, expect, test } from 'vitest'
import { buildSessionNamespaces, walletConnectMethods } from './buildSessionNamespaces'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ask = (methods: string[], events: string[] = []) => ({ methods, events })

describe('buildSessionNamespaces', () => {
  test('grants eip155 on every wallet chain with its account, methods and events', () => {
    const result = buildSessionNamespaces({
      requiredNamespaces: {},
      chains: [31337, 31338],
      address,
    })
    expect(result).toEqual({
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
          methods: [...walletConnectMethods],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })

  test('covers required chains given by namespace or by chain key', () => {
    const cases: ProposalNamespaces[] = [
      { eip155: { chains: ['eip155:31338'], ...ask(['personal_sign'], ['chainChanged']) } },
      { 'eip155:31337': ask(['eth_sendTransaction']) },
    ]
    for (const requiredNamespaces of cases)
      expect(
        buildSessionNamespaces({ requiredNamespaces, chains: [31337, 31338], address }),
      ).toHaveProperty('namespaces.eip155.chains', ['eip155:31337', 'eip155:31338'])
  })

  test.each([
    [{ eip155: { chains: ['eip155:1'], ...ask([]) } }, 5100],
    [{ 'eip155:31339': ask([]) }, 5100],
    [{ solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ...ask([]) } }, 5100],
    [{ eip155: { chains: ['eip155:31337'], ...ask(['eth_sign']) } }, 5101],
    [{ eip155: { chains: ['eip155:31337'], ...ask([], ['message']) } }, 5102],
  ])('refuses what it cannot grant: %j → %d', (requiredNamespaces, code) => {
    const result = buildSessionNamespaces({ requiredNamespaces, chains: [31337, 31338], address })
    expect(result).toHaveProperty('error.code', code)
  })
})
