import type { GetValueHistoryReturnType } from '@portico/core/api'
import { describe, expect, test } from 'vitest'
import { summarizeValueHistory } from './summarizeValueHistory'

const history = (values: number[], chainId = 'eip155:31337'): GetValueHistoryReturnType => ({
  currency: 'usd',
  priceBasis: 'current',
  days: values.length - 1,
  chains: [{ chainId, blockNumber: 10 }],
  points: values.map((value, index) => ({ date: `2026-11-2${index}`, value })),
})

describe('summarizeValueHistory', () => {
  test('sums the networks by date and gives start, end and change', () => {
    const summary = summarizeValueHistory({
      histories: [history([100, 150.004, 120.1]), history([0, 0, 0.2], 'eip155:31338')],
    })
    expect(summary).toEqual({
      points: [
        { date: '2026-11-20', value: 100 },
        { date: '2026-11-21', value: 150 },
        { date: '2026-11-22', value: 120.3 },
      ],
      start: 100,
      end: 120.3,
      change: 20.3,
      changeRatio: 0.203,
      currentPrices: true,
    })
  })

  test('a start of 0 has no ratio; no network counted has no summary', () => {
    expect(summarizeValueHistory({ histories: [history([0, 5])] })?.changeRatio).toBeUndefined()
    expect(summarizeValueHistory({ histories: [] })).toBeUndefined()
    expect(
      summarizeValueHistory({ histories: [{ ...history([1]), chains: [], points: [] }] }),
    ).toBeUndefined()
  })
})
