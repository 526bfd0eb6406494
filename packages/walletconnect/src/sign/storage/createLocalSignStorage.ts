import { InvalidSignInputError } from '../../errors/sign'
import type { SignStorage } from './types'

/** The part of the Web Storage API used (`localStorage` fits). */
export type WebStorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type CreateLocalSignStorageParameters = {
  /** Default `globalThis.localStorage`. */
  storage?: WebStorageLike | undefined
  /** Key prefix, default `'portico-wc:'`. */
  prefix?: string | undefined
}

/**
 * A {@link SignStorage} over `localStorage` (JSON values under a prefix), so a page reload restores
 * the sessions. Unreadable entries (not JSON) read as missing.
 *
 * @example
 * const client = await createSignClient({ relayUrl, projectId, metadata, storage: createLocalSignStorage() })
 */
export function createLocalSignStorage(
  parameters: CreateLocalSignStorageParameters = {},
): SignStorage {
  const storage =
    parameters.storage ?? (globalThis as { localStorage?: WebStorageLike }).localStorage
  if (!storage) throw new InvalidSignInputError('no localStorage here: pass a storage')
  const prefix = parameters.prefix ?? 'portico-wc:'
  return {
    async get(key) {
      const text = storage.getItem(prefix + key)
      if (text === null) return undefined
      try {
        return JSON.parse(text)
      } catch {
        return undefined
      }
    },
    async set(key, value) {
      storage.setItem(prefix + key, JSON.stringify(value))
    },
    async delete(key) {
      storage.removeItem(prefix + key)
    },
  }
}
