import type { GetValueHistoryReturnType, ValuePoint } from '@portico/core/api'

/** Parameters of {@link summarizeValueHistory}: one answer per network read. */
export type SummarizeValueHistoryParameters = { histories: GetValueHistoryReturnType[] }

/** The chart's data: the summed points and the figures of its text summary. */
export type SummarizeValueHistoryReturnType =
  | {
      points: ValuePoint[]
      start: number
      end: number
      /** `end − start`. */
      change: number
      /** The change over the start, e.g. 0.25 for +25 %; undefined from a start of 0. */
      changeRatio: number | undefined
      /** Every day valued at today's prices (some network's source has no past prices). */
      currentPrices: boolean
    }
  | undefined

/** Rounds to cents, the precision the figures are shown in, so sums do not drift. */
const cents = (value: number) => Math.round(value * 100) / 100

/**
 * Sums the networks' daily values by date (every answer has the same dates: the server's UTC
 * days) and works out the start, end and change shown beside the chart. Undefined when no network
 * was counted (no points).
 *
 * @example
 * summarizeValueHistory({ histories: [a, b] })
 * // { points: [{ date: '2026-10-28', value: 0 }, …], start: 0, end: 9159.56, change: 9159.56, … }
 */
export function summarizeValueHistory(
  parameters: SummarizeValueHistoryParameters,
): SummarizeValueHistoryReturnType {
  const byDate = new Map<string, number>()
  for (const history of parameters.histories)
    for (const point of history.points)
      byDate.set(point.date, (byDate.get(point.date) ?? 0) + point.value)
  const points = [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, value]) => ({ date, value: cents(value) }))
  const first = points[0]
  const last = points.at(-1)
  if (first === undefined || last === undefined) return undefined
  const change = cents(last.value - first.value)
  return {
    points,
    start: first.value,
    end: last.value,
    change,
    changeRatio: first.value === 0 ? undefined : change / first.value,
    currentPrices: parameters.histories.some((history) => history.priceBasis === 'current'),
  }
}
