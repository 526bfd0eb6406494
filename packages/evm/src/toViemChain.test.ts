import { InvalidParameterError } from '@portico/core'
import { devnetNetwork } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import { toViemChain } from './toViemChain'

const devnet = devnetNetwork

describe('toViemChain', () => {
  it('builds a viem chain with the given RPC URL', () => {
    expect(
      toViemChain({ network: devnet, rpcUrl: 'http://127.0.0.1:8545' }),
    ).toMatchInlineSnapshot(`
      {
        "id": 31337,
        "name": "Portico Devnet",
        "nativeCurrency": {
          "decimals": 18,
          "name": "Ether",
          "symbol": "ETH",
        },
        "rpcUrls": {
          "default": {
            "http": [
              "http://127.0.0.1:8545",
            ],
          },
        },
      }
    `)
  })

  it('refuses a non-EVM network', () => {
    expect(() =>
      toViemChain({
        network: {
          ...devnet,
          id: '5eykt4',
          caipNetworkId: 'solana:5eykt4',
          chainNamespace: 'solana',
        },
      }),
    ).toThrowError(new InvalidParameterError({ reason: 'Not an EVM network: solana:5eykt4' }))
  })
})
