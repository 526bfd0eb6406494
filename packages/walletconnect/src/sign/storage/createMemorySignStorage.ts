import type { SignStorage } from './types'

export type CreateMemorySignStorageReturnType = SignStorage & {
  /** The stored values as JSON text (for inspection in tests). */
  readonly items: Map<string, string>
}

/**
 * A {@link SignStorage} in memory, for Node and tests. Values are kept as JSON text, so what comes
 * back is a copy, as it would be after a reload.
 *
 * @example
 * const storage = createMemorySignStorage()
 * const client = await createSignClient({ relayUrl, projectId, metadata, storage })
 */
export function createMemorySignStorage(): CreateMemorySignStorageReturnType {
  const items = new Map<string, string>()
  return {
    items,
    async get(key) {
      const text = items.get(key)
      return text === undefined ? undefined : JSON.parse(text)
    },
    async set(key, value) {
      items.set(key, JSON.stringify(value))
    },
    async delete(key) {
      items.delete(key)
    },
  }
}
