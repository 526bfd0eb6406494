import type { Clock } from '@portico/core/internal'

export type CreateAnswerCacheParameters = {
  clock: Pick<Clock, 'now'>
  /** How long an answer is reused, in milliseconds. */
  ttlMs: number
  /** Most answers kept; the least recently used goes first. */
  maxEntries: number
}

export type CreateAnswerCacheReturnType<value> = {
  /** The cached answer for `key`, or the one `load` gives (then cached). Concurrent misses share one load. */
  get(key: string, load: () => Promise<value>): Promise<value>
  readonly size: number
}

/**
 * A small in-memory cache of route answers with a lifetime and an LRU bound, so a hot directory
 * query (the kit's search, a popular image) costs a Map lookup instead of a database round trip.
 * An operator's change to the tables shows after at most `ttlMs`. A failed load is not cached.
 *
 * @example
 * const cache = createAnswerCache<Page>({ clock: systemClock, ttlMs: 30_000, maxEntries: 1000 })
 * const page = await cache.get(JSON.stringify(filters), () => listWallets(db, filters))
 */
export function createAnswerCache<value>(
  parameters: CreateAnswerCacheParameters,
): CreateAnswerCacheReturnType<value> {
  const { clock, ttlMs, maxEntries } = parameters
  if (!(ttlMs >= 0) || !Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError('createAnswerCache needs ttlMs ≥ 0 and an integer maxEntries ≥ 1')
  const entries = new Map<string, { answer: Promise<value>; expires: number }>()
  return {
    get(key, load) {
      const now = clock.now()
      const entry = entries.get(key)
      entries.delete(key)
      if (entry !== undefined && entry.expires > now) {
        entries.set(key, entry)
        return entry.answer
      }
      const answer = load()
      entries.set(key, { answer, expires: now + ttlMs })
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key)
      })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return answer
    },
    get size() {
      return entries.size
    },
  }
}
