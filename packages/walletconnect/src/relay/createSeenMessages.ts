import { hashMessage } from '../crypto/hashMessage'

/** Remembers which messages were delivered, to drop a second delivery (internal). */
export type SeenMessages = {
  /** Records the message; returns false when it was seen before. */
  add(topic: string, message: string): boolean
  readonly size: number
}

/**
 * A bounded record of delivered messages keyed by topic and message hash; the oldest entries go
 * first once `limit` is reached.
 *
 * @example
 * const seen = createSeenMessages(10_000)
 * if (seen.add(topic, message)) emit(message)
 */
export function createSeenMessages(limit: number): SeenMessages {
  const entries = new Set<string>()
  return {
    add(topic, message) {
      const key = `${topic}:${hashMessage(message)}`
      if (entries.has(key)) return false
      entries.add(key)
      if (entries.size > limit) {
        const oldest = entries.values().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      return true
    },
    get size() {
      return entries.size
    },
  }
}
