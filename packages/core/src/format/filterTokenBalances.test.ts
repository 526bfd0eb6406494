import { describe, expect, it } from 'vitest'
import { filterTokenBalances } from './filterTokenBalances'
import type { TokenBalance } from './types'

function token(symbol: string, decimals: string): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:31337',
    price: 1,
    quantity: { decimals, numeric: '1' },
    iconUrl: '',
  }
}

describe('filterTokenBalances', () => {
  it("drops tokens whose decimals are '0' and keeps the order of the rest", () => {
    const list = [token('ETH', '18'), token('PUNK', '0'), token('USDC', '6'), token('ART', '0')]
    expect(filterTokenBalances(list).map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('keeps decimals that only look like zero, and handles an empty list', () => {
    const list = [token('A', '00'), token('B', ''), token('C', '1')]
    expect(filterTokenBalances(list).map((t) => t.symbol)).toEqual(['A', 'B', 'C'])
    expect(filterTokenBalances([])).toEqual([])
  })

  it('returns a new array and leaves the input alone', () => {
    const list = [token('ETH', '18'), token('PUNK', '0')]
    const result = filterTokenBalances(list)
    expect(result).not.toBe(list)
    expect(list).toHaveLength(2)
  })
})
