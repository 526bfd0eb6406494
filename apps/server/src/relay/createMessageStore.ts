import { and, asc, eq, gt, inArray, lt, lte, ne, notExists, or, sql } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { relayAcks, relayCursors, relayMessages } from '../db/relaySchema'
import { createGroupWriter } from './createGroupWriter'

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

/**
 * One client's acknowledgement of a whole topic up to a time: every message on `topic` published
 * before `ackedBefore` (ms), other than the client's own (see `relay_cursors`).
 */
export type RelayAckCursor = {
  clientId: string
  topic: string
  ackedBefore: number
  /** ms since the epoch: when every message it covers has expired. */
  expiresAt: number
}

export type MessageStore = {
  /** Stores a message (one already held under the same topic + hash is kept as it is). */
  save(record: RelayRecord): Promise<void>
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
  /** Moves clients' cursors forward (never back); see {@link RelayAckCursor}. */
  advance(cursors: readonly RelayAckCursor[]): Promise<void>
  /** Deletes expired messages, acknowledgements and cursors; returns how many messages went. */
  prune(now: number): Promise<number>
}
export type CreateMessageStoreReturnType = MessageStore

/**
 * The relay's message tables (`relay_messages`, `relay_acks`, `relay_cursors`) in PostgreSQL/PGlite: messages
 * survive a restart and are pruned after their ttl. Writes are group commits
 * ({@link createGroupWriter}): saves and acknowledgements arriving while a write is in flight go
 * out together as one `INSERT … SELECT FROM unnest(…)` (one statement and a few array parameters
 * whatever the number of rows); a group that fails is retried row by row, so one bad row only
 * fails its own caller.
 *
 * @example
 * const store = createMessageStore(db)
 * await store.save({ topic, hash, message, tag: 1108, sender, publishedAt, expiresAt })
 */
export function createMessageStore(db: Database): CreateMessageStoreReturnType {
  const messages = createGroupWriter<RelayRecord, void>({
    async writeGroup(records) {
      const column = <K extends keyof RelayRecord>(key: K) =>
        sql.param(records.map((record) => record[key]))
      // no `returning`: reading back a row per message costs PGlite more than the caller needs
      await db.execute(sql`
        insert into relay_messages (topic, hash, message, tag, sender, published_at, expires_at)
        select * from unnest(${column('topic')}::text[], ${column('hash')}::text[],
          ${column('message')}::text[], ${column('tag')}::int[], ${column('sender')}::text[],
          ${column('publishedAt')}::bigint[], ${column('expiresAt')}::bigint[])
        on conflict do nothing`)
      return records.map(() => undefined)
    },
  })
  const acks = createGroupWriter<RelayAck, void>({
    async writeGroup(group) {
      const column = <K extends keyof RelayAck>(key: K) => sql.param(group.map((ack) => ack[key]))
      await db.execute(sql`
        insert into relay_acks (client_id, topic, hash, expires_at)
        select * from unnest(${column('clientId')}::text[], ${column('topic')}::text[],
          ${column('hash')}::text[], ${column('expiresAt')}::bigint[])
        on conflict do nothing`)
      return group.map(() => undefined)
    },
  })
  const cursors = createGroupWriter<RelayAckCursor, void>({
    async writeGroup(group) {
      // one row per client and topic in a statement (ON CONFLICT cannot touch a row twice)
      const furthest = new Map<string, RelayAckCursor>()
      for (const cursor of group) {
        const key = `${cursor.clientId}\n${cursor.topic}`
        const held = furthest.get(key)
        if (!held || held.ackedBefore < cursor.ackedBefore) furthest.set(key, cursor)
      }
      const unique = [...furthest.values()]
      const column = <K extends keyof RelayAckCursor>(key: K) =>
        sql.param(unique.map((cursor) => cursor[key]))
      await db.execute(sql`
        insert into relay_cursors (client_id, topic, acked_before, expires_at)
        select * from unnest(${column('clientId')}::text[], ${column('topic')}::text[],
          ${column('ackedBefore')}::bigint[], ${column('expiresAt')}::bigint[])
        on conflict (client_id, topic) do update set
          acked_before = greatest(relay_cursors.acked_before, excluded.acked_before),
          expires_at = greatest(relay_cursors.expires_at, excluded.expires_at)`)
      return group.map(() => undefined)
    },
  })

  return {
    save: messages.write,
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
      const covered = db
        .select({ topic: relayCursors.topic })
        .from(relayCursors)
        .where(
          and(
            eq(relayCursors.clientId, clientId),
            eq(relayCursors.topic, relayMessages.topic),
            lt(relayMessages.publishedAt, relayCursors.ackedBefore),
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
            notExists(covered),
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
    async acknowledge(list) {
      const outcomes = await Promise.allSettled(list.map(acks.write))
      const errors = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason] : [],
      )
      if (errors.length > 0)
        throw new AggregateError(errors, `${errors.length} relay acknowledgements not stored`)
    },
    async advance(list) {
      await Promise.all(list.map(cursors.write))
    },
    async prune(now) {
      await db.delete(relayAcks).where(lte(relayAcks.expiresAt, now))
      await db.delete(relayCursors).where(lte(relayCursors.expiresAt, now))
      const gone = await db
        .delete(relayMessages)
        .where(lte(relayMessages.expiresAt, now))
        .returning({ hash: relayMessages.hash })
      return gone.length
    },
  }
}
