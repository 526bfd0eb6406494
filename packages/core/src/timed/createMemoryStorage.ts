import type { CacheStorage } from './createCache'

/** Return type of {@link createMemoryStorage}. */
export type CreateMemoryStorageReturnType = CacheStorage & {
  /** The stored items (for inspection in tests). */
  readonly items: Map<string, string>
}

/**
 * A Storage-like object over a Map, for Node and tests (browsers pass `localStorage`).
 *
 * @example
 * const cache = createCache({ storage: createMemoryStorage(), clock: systemClock })
 */
export function createMemoryStorage(): CreateMemoryStorageReturnType {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
