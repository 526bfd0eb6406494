import { describe, expect, test } from 'vitest'
import { dailyAmounts } from './dailyAmounts'

const day = (date: string) => new Date(`${date}T00:00:00Z`)
const at = (iso: string) => new Date(iso)

describe('dailyAmounts', () => {
  test('undoes the changes at or after each end, newest first, and keeps the anchor last', () => {
    const points = dailyAmounts({
      held: new Map([
        ['native', 10n],
        ['0xtoken', 5n],
      ]),
      changes: [
        { token: 'native', delta: 4n, at: at('2026-01-02T09:00:00Z') },
        { token: 'native', delta: -1n, at: at('2026-01-03T00:00:00Z') },
        { token: '0xtoken', delta: 5n, at: at('2026-01-03T23:59:59Z') },
        // On the last day: only the anchor (today so far) counts it.
        { token: 'native', delta: 2n, at: at('2026-01-04T08:00:00Z') },
      ],
      ends: [day('2026-01-02'), day('2026-01-03'), day('2026-01-04'), day('2026-01-05')],
    })
    expect(points.map((point) => Object.fromEntries(point))).toEqual([
      { native: 5n, '0xtoken': 0n },
      { native: 9n, '0xtoken': 0n },
      { native: 8n, '0xtoken': 5n },
      { native: 10n, '0xtoken': 5n },
    ])
  })

  test('a token that left and is no longer held comes back in earlier days', () => {
    const points = dailyAmounts({
      held: new Map(),
      changes: [{ token: '0xgone', delta: -7n, at: at('2026-01-02T12:00:00Z') }],
      ends: [day('2026-01-02'), day('2026-01-03')],
    })
    expect(points.map((point) => Object.fromEntries(point))).toEqual([{ '0xgone': 7n }, {}])
  })

  test('an amount the changes would take below zero is read as zero', () => {
    const points = dailyAmounts({
      held: new Map([['native', 1n]]),
      changes: [{ token: 'native', delta: 3n, at: at('2026-01-02T12:00:00Z') }],
      ends: [day('2026-01-02'), day('2026-01-03')],
    })
    expect(points.map((point) => point.get('native'))).toEqual([0n, 1n])
  })
})
