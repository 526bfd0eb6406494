import { and, asc, eq, gt, inArray, lte, ne, notExists, or, sql } from 'drizzle-orm'
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

/** A stored message without its text: what a page is planned from. */
export type RelayRecordHead = Omit<RelayRecord, 'message'> & {
  /** Length of `message` in bytes. */
  bytes: number
}

/** Where a page of {@link MessageStore.undelivered} starts after (the order is this key). */
export type RelayCursor = Pick<RelayRecord, 'publishedAt' | 'hash' | 'topic'>

/** One client's acknowledgement of one message. */
export type RelayAck = { clientId: string; topic: string; hash: string; expiresAt: number }

export type MessageStore = {
  /** Stores a message; false when the same topic + hash is already held. */
  save(record: RelayRecord): Promise<boolean>
  /**
   * Live messages on `topics` that `clientId` neither published nor acknowledged, oldest first
   * (by published time, hash, topic), after `after` when given, at most `limit` — without their
   * text (see {@link MessageStore.load}).
   */
  undelivered(parameters: {
    topics: readonly string[]
    clientId: string
    now: number
    limit: number
    after?: RelayCursor | undefined
  }): Promise<RelayRecordHead[]>
  /** The full records of `heads`, in their order (those pruned meanwhile are left out). */
  load(heads: readonly RelayRecordHead[]): Promise<RelayRecord[]>
  /** Records acknowledgements (duplicates ignored; a row that cannot be written fails alone). */
  acknowledge(acks: readonly RelayAck[]): Promise<void>
  /** Deletes expired messages and acknowledgements; returns how many messages went. */
  prune(now: number): Promise<number>
}
export type CreateMessageStoreReturnType = MessageStore

type Queued = { record: RelayRecord; resolve(saved: boolean): void; reject(e: unknown): void }

/**
 * The relay's message table (`relay_messages`, `relay_acks`) in PostgreSQL/PGlite: messages
 * survive a restart and are pruned after their ttl. Saves arriving together are written with one
 * multi-row INSERT; if that fails, each row is retried alone, so one bad row only fails its own
 * publish.
 *
 * @example
 * const store = createMessageStore(db)
 * await store.save({ topic, hash, message, tag: 1108, sender, publishedAt, expiresAt })
 */
export function createMessageStore(db: Database): CreateMessageStoreReturnType {
  let queue: Queued[] = []
  let writing: Promise<void> = Promise.resolve()
  let scheduled = false

  const insert = (records: RelayRecord[]) =>
    db
      .insert(relayMessages)
      .values(records)
      .onConflictDoNothing()
      .returning({ topic: relayMessages.topic, hash: relayMessages.hash })

  async function writeChunk(chunk: Queued[]) {
    try {
      const rows = await insert(chunk.map((item) => item.record))
      const saved = new Set(rows.map((row) => `${row.topic}\n${row.hash}`))
      for (const item of chunk)
        item.resolve(saved.delete(`${item.record.topic}\n${item.record.hash}`))
    } catch (error) {
      if (chunk.length === 1) return chunk[0]?.reject(error)
      // one bad row must not fail the others: retry each alone
      for (const item of chunk) await writeChunk([item])
    }
  }

  function writeQueued() {
    scheduled = false
    const batch = queue
    queue = []
    writing = writing.then(async () => {
      for (let start = 0; start < batch.length; start += 500)
        await writeChunk(batch.slice(start, start + 500))
    })
  }

  async function insertAcks(acks: RelayAck[]): Promise<unknown[]> {
    try {
      await db.insert(relayAcks).values(acks).onConflictDoNothing()
      return []
    } catch (error) {
      if (acks.length === 1) return [error]
      const errors: unknown[] = []
      for (const ack of acks) errors.push(...(await insertAcks([ack])))
      return errors
    }
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
    async undelivered({ topics, clientId, now, limit, after }) {
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
      return db
        .select({
          topic: relayMessages.topic,
          hash: relayMessages.hash,
          tag: relayMessages.tag,
          sender: relayMessages.sender,
          publishedAt: relayMessages.publishedAt,
          expiresAt: relayMessages.expiresAt,
          bytes: sql<number>`octet_length(${relayMessages.message})`.mapWith(Number),
        })
        .from(relayMessages)
        .where(
          and(
            inArray(relayMessages.topic, [...topics]),
            ne(relayMessages.sender, clientId),
            gt(relayMessages.expiresAt, now),
            after === undefined
              ? undefined
              : or(
                  gt(relayMessages.publishedAt, after.publishedAt),
                  and(
                    eq(relayMessages.publishedAt, after.publishedAt),
                    sql`(${relayMessages.hash}, ${relayMessages.topic}) > (${after.hash}, ${after.topic})`,
                  ),
                ),
            notExists(acked),
          ),
        )
        .orderBy(asc(relayMessages.publishedAt), asc(relayMessages.hash), asc(relayMessages.topic))
        .limit(limit)
    },
    async load(heads) {
      if (heads.length === 0) return []
      const rows = await db
        .select({
          topic: relayMessages.topic,
          hash: relayMessages.hash,
          message: relayMessages.message,
        })
        .from(relayMessages)
        .where(
          and(
            inArray(relayMessages.topic, [...new Set(heads.map((head) => head.topic))]),
            inArray(relayMessages.hash, [...new Set(heads.map((head) => head.hash))]),
          ),
        )
      const texts = new Map(rows.map((row) => [`${row.topic}\n${row.hash}`, row.message]))
      return heads.flatMap(({ bytes: _, ...head }) => {
        const message = texts.get(`${head.topic}\n${head.hash}`)
        return message === undefined ? [] : [{ ...head, message }]
      })
    },
    async acknowledge(acks) {
      if (acks.length === 0) return
      const errors = await insertAcks([...acks])
      if (errors.length > 0)
        throw new AggregateError(errors, `${errors.length} relay acknowledgements not stored`)
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
