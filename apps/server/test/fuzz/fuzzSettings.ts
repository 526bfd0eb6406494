import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type fc from 'fast-check'

const given = process.env.PORTICO_FUZZ_SEED
const seed = given === undefined ? (Math.random() * 2 ** 31) | 0 : Number(given)
let printed = false

/**
 * fast-check settings of a fuzz property: `PORTICO_FUZZ_RUNS` scales `runs` (default 1: kept small
 * so `npm test` stays lean; `.ci/run` raises it) and `PORTICO_FUZZ_SEED` fixes the seed (default:
 * a fresh one per test file). The seed is printed once per file, so a failure replays with
 * `PORTICO_FUZZ_SEED=<seed>` (fast-check also prints the seed and path of a counterexample).
 *
 * @example
 * await fc.assert(property, fuzzSettings(100))
 */
export function fuzzSettings(runs: number): fc.Parameters<unknown> {
  const scale = Number(process.env.PORTICO_FUZZ_RUNS ?? '1')
  const numRuns = Math.max(1, Math.round(runs * (Number.isFinite(scale) && scale > 0 ? scale : 1)))
  if (!printed) console.info(`fuzz seed ${seed} (replay: PORTICO_FUZZ_SEED=${seed})`)
  printed = true
  return { seed, numRuns, endOnFailure: true }
}

let collect: (() => void) | undefined

/** Heap in use after a full garbage collection, in bytes (to check memory stays flat). */
export function heapAfterGc(): number {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as () => void
  }
  collect()
  collect()
  return process.memoryUsage().heapUsed
}

/**
 * Counts unhandled promise rejections and uncaught exceptions while the fuzz runs (vitest fails a
 * run on them too; this names them in the failing test).
 *
 * @example
 * const watch = watchProcessErrors()
 * // … fuzz …
 * expect(watch.stop()).toEqual([])
 */
export function watchProcessErrors(): { stop(): string[] } {
  const seen: string[] = []
  const onError = (error: unknown) => {
    seen.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error))
  }
  process.on('unhandledRejection', onError)
  process.on('uncaughtException', onError)
  return {
    stop() {
      process.off('unhandledRejection', onError)
      process.off('uncaughtException', onError)
      return seen
    },
  }
}
