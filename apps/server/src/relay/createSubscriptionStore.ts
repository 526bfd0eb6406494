import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { relaySubscriptions } from '../db/relaySchema'
import { createGroupWriter } from './createGroupWriter'

/** One client's subscription to one topic, kept until `expiresAt` (ms since the epoch). */
export type RelaySubscription = { clientId: string; topic: string; expiresAt: number }

export type SubscriptionStore = {
  /** Stores (or renews) subscriptions; resolves once they are committed. */
  add(subscriptions: readonly RelaySubscription[]): Promise<void>
  /** Forgets `clientId`'s subscriptions to `topics`. */
  remove(clientId: string, topics: readonly string[]): Promise<void>
  /** `clientId`'s live subscriptions, most recently renewed first, at most `limit`. */
  list(clientId: string, now: number, limit: number): Promise<string[]>
  /** Deletes expired subscriptions; returns how many went. */
  prune(now: number): Promise<number>
}
export type CreateSubscriptionStoreReturnType = SubscriptionStore

/**
 * The relay's stored subscriptions (`relay_subscriptions`): a client that reconnects with the same
 * client id — after a network drop, on another instance, or after a relay restart — has its topics
 * back and its unacknowledged messages redelivered, without subscribing again. Adds from many
 * clients at once are one group commit ({@link createGroupWriter}, one `INSERT … unnest`).
 *
 * @example
 * const subscriptions = createSubscriptionStore(db)
 * await subscriptions.add([{ clientId, topic, expiresAt: now + 7 * 86_400_000 }])
 * await subscriptions.list(clientId, now, 1000) // [topic]
 */
export function createSubscriptionStore(db: Database): CreateSubscriptionStoreReturnType {
  const writer = createGroupWriter<RelaySubscription, void>({
    async writeGroup(group) {
      // one row per client and topic in a statement (ON CONFLICT cannot touch a row twice)
      const unique = [...new Map(group.map((s) => [`${s.clientId}\n${s.topic}`, s])).values()]
      const column = <K extends keyof RelaySubscription>(key: K) =>
        sql.param(unique.map((subscription) => subscription[key]))
      await db.execute(sql`
        insert into relay_subscriptions (client_id, topic, expires_at)
        select * from unnest(${column('clientId')}::text[], ${column('topic')}::text[],
          ${column('expiresAt')}::bigint[])
        on conflict (client_id, topic) do update set expires_at = excluded.expires_at`)
      return group.map(() => undefined)
    },
  })

  return {
    async add(subscriptions) {
      await Promise.all(subscriptions.map(writer.write))
    },
    async remove(clientId, topics) {
      if (topics.length === 0) return
      await writer.settled()
      await db
        .delete(relaySubscriptions)
        .where(
          and(
            eq(relaySubscriptions.clientId, clientId),
            inArray(relaySubscriptions.topic, [...topics]),
          ),
        )
    },
    async list(clientId, now, limit) {
      const rows = await db
        .select({ topic: relaySubscriptions.topic })
        .from(relaySubscriptions)
        .where(
          and(eq(relaySubscriptions.clientId, clientId), gt(relaySubscriptions.expiresAt, now)),
        )
        .orderBy(desc(relaySubscriptions.expiresAt))
        .limit(limit)
      return rows.map((row) => row.topic)
    },
    async prune(now) {
      const gone = await db
        .delete(relaySubscriptions)
        .where(lte(relaySubscriptions.expiresAt, now))
        .returning({ topic: relaySubscriptions.topic })
      return gone.length
    },
  }
}
