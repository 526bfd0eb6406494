import type { SignStorage } from './types'

/** The JSON-RPC ids of the requests received on each topic, kept in storage (internal). */
export type RequestHistory = {
  /** Records `id` on `topic`; false when that topic already delivered a request with this id. */
  add(topic: string, id: number): boolean
  /** Drops the history of a topic (its session or pairing ended, so its key is gone). */
  forget(topic: string): void
  /** Keeps only the topics listed (those we still hold a key for). */
  retain(topics: Iterable<string>): void
  /** Resolves once every change so far is written. */
  flush(): Promise<void>
}

export type LoadRequestHistoryParameters = {
  storage: SignStorage
  /** Ids kept per topic; the oldest go first past it (default {@link REQUEST_HISTORY_LIMIT}). */
  limit?: number | undefined
  /** Called when a write fails (the ids stay in memory; the next write retries them all). */
  onError?: ((error: Error) => void) | undefined
}

/** Ids kept per topic: far more requests than a session sees while one of them is still valid. */
export const REQUEST_HISTORY_LIMIT = 1000

const storageKey = 'requestIds'

/**
 * Loads the ids of the requests each topic delivered, so a request replayed by the relay (after
 * the relay client's in-memory dedupe forgot it, or after a reload) is not handled twice. Bounded
 * per topic; a topic's ids go when the topic does. Writes are serialized.
 *
 * @example
 * const history = await loadRequestHistory({ storage })
 * if (history.add(topic, request.id)) handle(request) // a replay is dropped
 */
export async function loadRequestHistory(
  parameters: LoadRequestHistoryParameters,
): Promise<RequestHistory> {
  const { storage } = parameters
  const limit = parameters.limit ?? REQUEST_HISTORY_LIMIT
  const stored = await storage.get(storageKey)
  const topics = new Map<string, Set<number>>()
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    for (const [topic, ids] of Object.entries(stored)) {
      if (!Array.isArray(ids)) continue
      const kept = ids.filter((id): id is number => typeof id === 'number').slice(-limit)
      topics.set(topic, new Set(kept))
    }
  }
  let saving = Promise.resolve()

  function save() {
    const snapshot = Object.fromEntries([...topics].map(([topic, ids]) => [topic, [...ids]]))
    saving = saving
      .then(() => storage.set(storageKey, snapshot))
      .catch((error: Error) => parameters.onError?.(error))
  }

  return {
    add(topic, id) {
      let ids = topics.get(topic)
      if (!ids) {
        ids = new Set()
        topics.set(topic, ids)
      }
      if (ids.has(id)) return false
      ids.add(id)
      if (ids.size > limit) {
        const oldest = ids.values().next().value
        if (oldest !== undefined) ids.delete(oldest)
      }
      save()
      return true
    },
    forget(topic) {
      if (topics.delete(topic)) save()
    },
    retain(keep) {
      const wanted = new Set(keep)
      let changed = false
      for (const topic of [...topics.keys()]) {
        if (wanted.has(topic)) continue
        topics.delete(topic)
        changed = true
      }
      if (changed) save()
    },
    flush() {
      return saving
    },
  }
}
