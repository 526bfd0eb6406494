import type { Clock } from '../clock/types'
import {
  BALANCE_CACHE_MS,
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
} from '../constants'
import { BaseError } from '../errors/base'
import { InvalidParameterError } from '../errors/parameter'

/** The part of the Web Storage API the cache uses (`localStorage`, or a Map-backed object in tests). */
export type CacheStorage = {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

/**
 * What the cache holds (SPEC §3 "Local storage": caches of balance, native balance, names, identity).
 * The kit uses `balance` and `identity`; `nativeBalance` (read from the chain on every refresh) and
 * `names` (no name service yet) are used by nothing yet.
 */
export type CacheKind = 'balance' | 'nativeBalance' | 'names' | 'identity'

/** Lifetime of each kind of entry (SPEC §9). */
export const cacheLifetimes: Record<CacheKind, number> = {
  balance: BALANCE_CACHE_MS,
  nativeBalance: NATIVE_BALANCE_CACHE_MS,
  names: NAME_CACHE_MS,
  identity: IDENTITY_CACHE_MS,
}

/** Parameters of {@link createCache}. */
export type CreateCacheParameters = {
  storage: CacheStorage
  clock: Clock
  /** Prefix of the storage keys (one key per kind). Default `@portico/cache`. */
  prefix?: string | undefined
  /** Lifetimes to use instead of SPEC's, per kind. */
  lifetimes?: Partial<Record<CacheKind, number>> | undefined
}

/** Return type of {@link createCache}. */
export type CreateCacheReturnType = {
  /** The entry for `key`, or undefined when missing, expired or unreadable. */
  get: <value = unknown>(kind: CacheKind, key: string) => value | undefined
  /** Stores a JSON-serialisable value, stamped with the clock's time. */
  set: (kind: CacheKind, key: string, value: unknown) => void
  remove: (kind: CacheKind, key: string) => void
  /** Drops every entry of `kind`, or of every kind. */
  clear: (kind?: CacheKind) => void
}

type Entry = { value: unknown; timestamp: number }

const kinds = Object.keys(cacheLifetimes) as CacheKind[]

const isEntry = (entry: unknown): entry is Entry =>
  typeof entry === 'object' &&
  entry !== null &&
  'value' in entry &&
  Number.isFinite((entry as Entry).timestamp)

/**
 * A local cache with per-kind lifetimes over a Storage-like object: balances 30 s, names and
 * identity 5 min (SPEC §9). Corrupt or unreadable storage reads as a miss; a failing write (quota)
 * is ignored, since a cache may always miss.
 *
 * @example
 * const cache = createCache({ storage: localStorage, clock: systemClock })
 * cache.set('identity', address, { name: 'alice.portico', avatar: null })
 * cache.get('identity', address) // within 5 minutes: the identity
 */
export function createCache(parameters: CreateCacheParameters): CreateCacheReturnType {
  const { storage, clock } = parameters
  const prefix = parameters.prefix ?? '@portico/cache'
  const lifetimes = { ...cacheLifetimes, ...parameters.lifetimes }
  for (const kind of kinds) {
    const lifetime = lifetimes[kind]
    if (!Number.isFinite(lifetime) || lifetime < 0) {
      throw new InvalidParameterError({
        reason: `Cache lifetime of ${kind} must be a non-negative ms, got ${lifetime}`,
      })
    }
  }

  const assertKind = (kind: CacheKind) => {
    if (!kinds.includes(kind)) {
      throw new InvalidParameterError({
        reason: `Unknown cache kind ${String(kind)}; expected one of ${kinds.join(', ')}`,
      })
    }
  }

  const read = (kind: CacheKind): Record<string, unknown> => {
    try {
      const raw = storage.getItem(`${prefix}/${kind}`)
      if (!raw) return {}
      const parsed: unknown = JSON.parse(raw)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
      return parsed as Record<string, unknown>
    } catch {
      return {}
    }
  }

  const write = (kind: CacheKind, record: Record<string, unknown>) => {
    try {
      if (Object.keys(record).length === 0) storage.removeItem(`${prefix}/${kind}`)
      else storage.setItem(`${prefix}/${kind}`, JSON.stringify(record))
    } catch {
      // Storage full or unavailable: the cache simply misses next time.
    }
  }

  const get = <value = unknown>(kind: CacheKind, key: string): value | undefined => {
    assertKind(kind)
    const record = read(kind)
    const entry = record[key]
    if (entry === undefined) return undefined
    if (isEntry(entry) && clock.now() - entry.timestamp < lifetimes[kind]) {
      return entry.value as value
    }
    delete record[key]
    write(kind, record)
    return undefined
  }

  const set = (kind: CacheKind, key: string, value: unknown) => {
    assertKind(kind)
    let serialisable: unknown
    try {
      serialisable = JSON.parse(JSON.stringify({ value }))
    } catch (cause) {
      throw new BaseError('Cache value must be JSON-serialisable', {
        details: `kind ${kind}, key ${key}`,
        cause,
      })
    }
    if (!Object.hasOwn(serialisable as { value?: unknown }, 'value')) {
      throw new BaseError('Cache value must be JSON-serialisable', {
        details: `kind ${kind}, key ${key}: undefined or a function`,
      })
    }
    const record = read(kind)
    record[key] = { value, timestamp: clock.now() }
    write(kind, record)
  }

  const remove = (kind: CacheKind, key: string) => {
    assertKind(kind)
    const record = read(kind)
    if (!(key in record)) return
    delete record[key]
    write(kind, record)
  }

  const clear = (kind?: CacheKind) => {
    if (kind !== undefined) assertKind(kind)
    for (const k of kind ? [kind] : kinds) {
      try {
        storage.removeItem(`${prefix}/${k}`)
      } catch {
        // Storage unavailable: nothing to clear.
      }
    }
  }

  return { get, set, remove, clear }
}
