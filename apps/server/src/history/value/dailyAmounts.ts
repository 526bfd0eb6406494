/** One change of a holding: `delta` base units of `token` (negative: it left), at `at`. */
export type AmountChange = { token: string; delta: bigint; at: Date }

export type DailyAmountsParameters = {
  /** What the account held at the anchor (the block the indexer reached), by token key. */
  held: ReadonlyMap<string, bigint>
  /** The changes recorded between the start of the window and the anchor, in any order. */
  changes: readonly AmountChange[]
  /** The end of each day, oldest first (exclusive); the last point is the anchor itself. */
  ends: readonly Date[]
}
/** One map per end: what was held then, by token key (0 where nothing was). */
export type DailyAmountsReturnType = Map<string, bigint>[]

/**
 * What an account held at the end of each day, reconstructed backwards from what it holds now:
 * the amount at the end of a day is the anchor's amount minus every change at or after that end.
 * The last point is the anchor's amounts. A reconstructed amount below zero (value the indexer
 * cannot see, such as internal transfers, left the account after that day) is read as zero.
 *
 * @example
 * dailyAmounts({
 *   held: new Map([['native', 3n]]),
 *   changes: [{ token: 'native', delta: 2n, at: new Date('2026-01-02T10:00:00Z') }],
 *   ends: [new Date('2026-01-02T00:00:00Z'), new Date('2026-01-03T00:00:00Z')],
 * }) // [Map { 'native' => 1n }, Map { 'native' => 3n }]
 */
export function dailyAmounts(parameters: DailyAmountsParameters): DailyAmountsReturnType {
  const { held, changes, ends } = parameters
  const newestFirst = [...changes].sort((a, b) => b.at.getTime() - a.at.getTime())
  const amounts = new Map(held)
  const points: DailyAmountsReturnType = []
  let next = 0
  for (let index = ends.length - 1; index >= 0; index--) {
    if (index < ends.length - 1) {
      const end = (ends[index] as Date).getTime()
      for (; next < newestFirst.length; next++) {
        const change = newestFirst[next] as AmountChange
        if (change.at.getTime() < end) break
        amounts.set(change.token, (amounts.get(change.token) ?? 0n) - change.delta)
      }
    }
    points.push(new Map([...amounts].map(([token, amount]) => [token, amount < 0n ? 0n : amount])))
  }
  return points.reverse()
}
