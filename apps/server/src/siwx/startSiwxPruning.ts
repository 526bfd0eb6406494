import type { Clock } from '@portico/core/internal'
import type { Database } from '../db/openDatabase'
import { type PruneSiwxReturnType, pruneSiwx } from './pruneSiwx'

export type StartSiwxPruningParameters = {
  db: Database
  /** Time source of the timer and of "now". */
  clock: Clock
  /** Pause between two prunes, in ms. */
  intervalMs: number
  /** Called after each prune with what it deleted. */
  onPruned?: ((result: PruneSiwxReturnType) => void) | undefined
  /** Called when a prune fails (the loop goes on). */
  onError: (error: unknown) => void
}
export type StartSiwxPruningReturnType = {
  /** The prune running now, if any (resolves when it is done; never rejects). */
  settled(): Promise<void>
  /** Stops the timer and waits for a running prune, so the database can be closed after. */
  stop(): Promise<void>
}

/**
 * Prunes sign-in nonces and sessions ({@link pruneSiwx}) now and then every `intervalMs`, on
 * the injected clock (the relay's prune loop, for the sign-in tables).
 *
 * @example
 * const pruning = startSiwxPruning({ db, clock, intervalMs: 60_000, onError: (e) => log.warn(e) })
 * await pruning.stop()
 */
export function startSiwxPruning(
  parameters: StartSiwxPruningParameters,
): StartSiwxPruningReturnType {
  const { db, clock, intervalMs, onPruned, onError } = parameters
  let timer: unknown
  let stopped = false
  let running: Promise<void> = Promise.resolve()
  const prune = () => {
    running = pruneSiwx(db, { now: clock.now() })
      .then((result) => onPruned?.(result))
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = clock.setTimeout(prune, intervalMs)
      })
  }
  prune()
  return {
    settled: () => running,
    async stop() {
      stopped = true
      clock.clearTimeout(timer)
      await running
    },
  }
}
