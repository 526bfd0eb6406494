import type { TokenBalance } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { summarizePortfolio } from './summarizePortfolio'

const networks = [
  { caipNetworkId: 'eip155:31337', name: 'Portico Devnet' },
  { caipNetworkId: 'eip155:31338', name: 'Portico Devnet 2' },
]

const token = (
  chainId: string,
  symbol: string,
  numeric: string,
  value: number | undefined,
  decimals = '18',
): TokenBalance => ({
  name: symbol === 'ETH' ? 'Ether' : symbol,
  symbol,
  chainId,
  price: 0,
  quantity: { decimals, numeric },
  iconUrl: '',
  ...(value === undefined ? {} : { value }),
})

describe('summarizePortfolio', () => {
  test('totals per network and per token over every network', () => {
    const summary = summarizePortfolio({
      networks,
      balances: [
        token('eip155:31337', 'ETH', '10000.1', 30_000_300),
        token('eip155:31337', 'USDC', '1000', 1000, '6'),
        token('eip155:31338', 'ETH', '0.2', 600),
      ],
    })
    expect(summary.totalUsd).toBe(30_001_900)
    expect(summary.byNetwork).toEqual([
      { caipNetworkId: 'eip155:31337', name: 'Portico Devnet', totalUsd: 30_001_300 },
      { caipNetworkId: 'eip155:31338', name: 'Portico Devnet 2', totalUsd: 600 },
    ])
    expect(summary.byToken).toEqual([
      {
        symbol: 'ETH',
        name: 'Ether',
        quantity: '10000.3',
        totalUsd: 30_000_900,
        networks: ['Portico Devnet', 'Portico Devnet 2'],
      },
      {
        symbol: 'USDC',
        name: 'USDC',
        quantity: '1000',
        totalUsd: 1000,
        networks: ['Portico Devnet'],
      },
    ])
  })

  test('leaves out non-fungibles and empty holdings; no price counts $0', () => {
    const summary = summarizePortfolio({
      networks,
      balances: [
        token('eip155:31337', 'NFT', '1', 50, '0'),
        token('eip155:31337', 'DAI', '0', 0),
        token('eip155:31338', 'ODD', '5', undefined),
      ],
    })
    expect(summary.totalUsd).toBe(0)
    expect(summary.byNetwork).toEqual([
      { caipNetworkId: 'eip155:31338', name: 'Portico Devnet 2', totalUsd: 0 },
    ])
    expect(summary.byToken.map((t) => [t.symbol, t.quantity])).toEqual([['ODD', '5']])
  })

  test('a network the app does not know keeps its id; nothing held gives an empty summary', () => {
    expect(
      summarizePortfolio({ networks, balances: [token('eip155:1', 'ETH', '1', 3000)] }).byNetwork,
    ).toEqual([{ caipNetworkId: 'eip155:1', name: 'eip155:1', totalUsd: 3000 }])
    expect(summarizePortfolio({ networks, balances: [] })).toEqual({
      totalUsd: 0,
      byNetwork: [],
      byToken: [],
    })
  })
})
