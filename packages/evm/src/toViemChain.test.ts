import { InvalidParameterError } from '@portico/core'
import { base } from '@portico/core/networks'
import { devnetNetwork } from '@portico/core/testing'
import { base as viemBase } from 'viem/chains'
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

  it("takes a preset of @portico/core/networks: viem's chain, read through the app's RPC URL", () => {
    const gateway = '/v1/?chainId=eip155%3A8453&projectId=p'
    expect(toViemChain({ network: base, rpcUrl: gateway })).toEqual({
      id: viemBase.id,
      name: viemBase.name,
      nativeCurrency: viemBase.nativeCurrency,
      rpcUrls: { default: { http: [gateway] } },
      blockExplorers: {
        default: {
          name: viemBase.blockExplorers.default.name,
          url: viemBase.blockExplorers.default.url,
        },
      },
    })
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
