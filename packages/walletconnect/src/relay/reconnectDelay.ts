export type ReconnectDelayParameters = {
  /** 1 for the first retry. */
  attempt: number
  /** The first delay in ms (SPEC §9: 1000). */
  interval: number
  /** The longest delay in ms. */
  maxDelay: number
}

/**
 * Exponential backoff: `interval`, then twice as long each attempt, capped at `maxDelay`.
 *
 * @example
 * reconnectDelay({ attempt: 3, interval: 1000, maxDelay: 30_000 }) // 4000
 */
export function reconnectDelay(parameters: ReconnectDelayParameters): number {
  const { attempt, interval, maxDelay } = parameters
  return Math.min(interval * 2 ** Math.max(0, attempt - 1), maxDelay)
}
