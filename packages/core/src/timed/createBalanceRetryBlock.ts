import type { Clock } from '../clock/types'
import { BALANCE_RETRY_BLOCK_MS } from '../constants'
import { InvalidParameterError } from '../errors/parameter'

/** Parameters of {@link createBalanceRetryBlock}. */
export type CreateBalanceRetryBlockParameters = {
  clock: Clock
  /** How long retries are refused after a failure. Default {@link BALANCE_RETRY_BLOCK_MS}. */
  blockMs?: number | undefined
}

/** Return type of {@link createBalanceRetryBlock}. */
export type CreateBalanceRetryBlockReturnType = {
  /** Records a failed balance fetch for `key` (e.g. a CAIP address); retries are refused for 30 s. */
  recordFailure: (key?: string) => void
  /** Whether a fetch for `key` must wait. */
  isBlocked: (key?: string) => boolean
  /** Milliseconds until `key` may be fetched again (0 when allowed). */
  remainingMs: (key?: string) => number
  /** Forgets failures (after a success, or on disconnect). */
  clear: (key?: string) => void
}

const defaultKey = 'default'

/**
 * After a balance fetch fails, retries are refused for 30 s (SPEC §4, §9). Keyed, so one account's
 * failure does not block another's.
 *
 * @example
 * const retry = createBalanceRetryBlock({ clock: systemClock })
 * if (retry.isBlocked(caipAddress)) return
 * try { await fetchBalance() } catch { retry.recordFailure(caipAddress) }
 */
export function createBalanceRetryBlock(
  parameters: CreateBalanceRetryBlockParameters,
): CreateBalanceRetryBlockReturnType {
  const { clock } = parameters
  const blockMs = parameters.blockMs ?? BALANCE_RETRY_BLOCK_MS
  if (!Number.isFinite(blockMs) || blockMs < 0) {
    throw new InvalidParameterError({
      reason: `blockMs must be a non-negative number of ms, got ${blockMs}`,
    })
  }
  const failures = new Map<string, number>()

  const remainingMs = (key = defaultKey) => {
    const failedAt = failures.get(key)
    if (failedAt === undefined) return 0
    const remaining = failedAt + blockMs - clock.now()
    if (remaining > 0) return remaining
    failures.delete(key)
    return 0
  }

  return {
    recordFailure: (key = defaultKey) => {
      failures.set(key, clock.now())
    },
    isBlocked: (key = defaultKey) => remainingMs(key) > 0,
    remainingMs,
    clear: (key) => {
      if (key === undefined) failures.clear()
      else failures.delete(key)
    },
  }
}
