import type { Clock } from '@portico/core/internal'

/**
 * The server's cache of computed answers (balances, identities). Async and JSON-valued so a
 * shared store (Redis) can implement it later without changing its callers.
 */
export type ServerCache = {
  /** The value stored under `key`, or undefined when missing or expired. */
  get<value>(key: string): Promise<value | undefined>
  /** Stores a JSON-serialisable value for `ttlMs` milliseconds. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
}

export type CreateMemoryCacheParameters = {
  clock: Clock
  /** Most entries kept; past it the oldest written entry goes first. Default 10000. */
  maxEntries?: number | undefined
}
export type CreateMemoryCacheReturnType = ServerCache & {
  /** Number of entries held (expired ones included until read or evicted). */
  readonly size: number
}

type Entry = { json: string; expiresAt: number }

/**
 * An in-process {@link ServerCache} on a Map: entries expire by the injected clock, at most
 * `maxEntries` are kept (oldest write evicted first), values are stored as JSON so callers never
 * share mutable objects with it.
 *
 * @example
 * const cache = createMemoryCache({ clock: systemClock })
 * await cache.set('balance:eip155:1:0xab…', balances, BALANCE_CACHE_MS)
 * await cache.get('balance:eip155:1:0xab…') // the balances, for 30 s
 */
export function createMemoryCache(
  parameters: CreateMemoryCacheParameters,
): CreateMemoryCacheReturnType {
  const { clock } = parameters
  const maxEntries = parameters.maxEntries ?? 10_000
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`)
  const entries = new Map<string, Entry>()

  return {
    get size() {
      return entries.size
    },
    async get<value>(key: string): Promise<value | undefined> {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      if (clock.now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return JSON.parse(entry.json) as value
    },
    async set(key: string, value: unknown, ttlMs: number): Promise<void> {
      if (!Number.isFinite(ttlMs) || ttlMs <= 0)
        throw new RangeError(`ttlMs must be a positive number, got ${ttlMs}`)
      const json = JSON.stringify(value)
      if (json === undefined) throw new TypeError(`Cache value of ${key} is not JSON-serialisable`)
      entries.delete(key)
      entries.set(key, { json, expiresAt: clock.now() + ttlMs })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    async delete(key: string): Promise<void> {
      entries.delete(key)
    },
  }
}
