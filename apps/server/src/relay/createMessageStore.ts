import { and, asc, eq, gt, inArray, lte, ne, notExists } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { relayAcks, relayMessages } from '../db/relaySchema'

/** A message as the relay stores and delivers it. */
export type RelayRecord = {
  topic: string
  /** sha256 of `message`, hex. */
  hash: string
  message: string
  tag: number
  /** Publisher's client id; never delivered back to it. */
  sender: string
  /** ms since the epoch. */
  publishedAt: number
  /** ms since the epoch; gone after this. */
  expiresAt: number
}

/** One client's acknowledgement of one message. */
export type RelayAck = { clientId: string; topic: string; hash: string; expiresAt: number }

export type MessageStore = {
  /** Stores a message; false when the same topic + hash is already held. */
  save(record: RelayRecord): Promise<boolean>
  /**
   * Live messages on `topics` that `clientId` neither published nor acknowledged, oldest first,
   * at most `limit`.
   */
  undelivered(parameters: {
    topics: readonly string[]
    clientId: string
    now: number
    limit: number
  }): Promise<RelayRecord[]>
  /** Records acknowledgements (duplicates ignored). */
  acknowledge(acks: readonly RelayAck[]): Promise<void>
  /** Deletes expired messages and acknowledgements; returns how many messages went. */
  prune(now: number): Promise<number>
}
export type CreateMessageStoreReturnType = MessageStore

/**
 * The relay's message table (`relay_messages`, `relay_acks`) in PostgreSQL/PGlite: messages
 * survive a restart and are pruned after their ttl.
 *
 * @example
 * const store = createMessageStore(db)
 * await store.save({ topic, hash, message, tag: 1108, sender, publishedAt, expiresAt })
 */
export function createMessageStore(db: Database): CreateMessageStoreReturnType {
  // Saves arriving together are written with one multi-row INSERT (one round trip, one WAL flush).
  let queue: { record: RelayRecord; resolve(saved: boolean): void; reject(e: unknown): void }[] = []
  let writing: Promise<void> = Promise.resolve()
  let scheduled = false

  function writeQueued() {
    scheduled = false
    const batch = queue
    queue = []
    writing = writing.then(async () => {
      for (let start = 0; start < batch.length; start += 500) {
        const chunk = batch.slice(start, start + 500)
        try {
          const rows = await db
            .insert(relayMessages)
            .values(chunk.map((item) => item.record))
            .onConflictDoNothing()
            .returning({ topic: relayMessages.topic, hash: relayMessages.hash })
          const saved = new Set(rows.map((row) => `${row.topic}\n${row.hash}`))
          for (const item of chunk)
            item.resolve(saved.delete(`${item.record.topic}\n${item.record.hash}`))
        } catch (error) {
          for (const item of chunk) item.reject(error)
        }
      }
    })
  }

  return {
    save(record) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ record, resolve, reject })
        if (!scheduled) {
          scheduled = true
          setImmediate(writeQueued)
        }
      })
    },
    async undelivered({ topics, clientId, now, limit }) {
      if (topics.length === 0) return []
      const acked = db
        .select({ hash: relayAcks.hash })
        .from(relayAcks)
        .where(
          and(
            eq(relayAcks.clientId, clientId),
            eq(relayAcks.topic, relayMessages.topic),
            eq(relayAcks.hash, relayMessages.hash),
          ),
        )
      const rows = await db
        .select()
        .from(relayMessages)
        .where(
          and(
            inArray(relayMessages.topic, [...topics]),
            ne(relayMessages.sender, clientId),
            gt(relayMessages.expiresAt, now),
            notExists(acked),
          ),
        )
        .orderBy(asc(relayMessages.publishedAt), asc(relayMessages.hash))
        .limit(limit)
      return rows
    },
    async acknowledge(acks) {
      if (acks.length === 0) return
      await db
        .insert(relayAcks)
        .values([...acks])
        .onConflictDoNothing()
    },
    async prune(now) {
      await db.delete(relayAcks).where(lte(relayAcks.expiresAt, now))
      const gone = await db
        .delete(relayMessages)
        .where(lte(relayMessages.expiresAt, now))
        .returning({ hash: relayMessages.hash })
      return gone.length
    },
  }
}
