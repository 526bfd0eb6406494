import { and, eq, inArray, lte, sql } from 'drizzle-orm'
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
 * clients at once are one group commit ({@link createGroupWriter}, one `INSERT … unnest`), and so
 * are the lists read for many reconnecting clients at once (one query).
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

  // reconnecting clients (a restart brings thousands at once) ask in the same tick: one query each
  // group, a lateral join keeping each client's own order and limit
  const lists = createGroupWriter<{ clientId: string; now: number; limit: number }, string[]>({
    async writeGroup(asks) {
      const column = <K extends 'clientId' | 'now' | 'limit'>(key: K) =>
        sql.param(asks.map((ask) => ask[key]))
      const { rows } = (await db.execute(sql`
        select a.i, s.topic
        from unnest(${column('clientId')}::text[], ${column('now')}::bigint[],
          ${column('limit')}::int[]) with ordinality as a(client_id, now, lim, i)
        cross join lateral (
          select topic, expires_at from relay_subscriptions
          where client_id = a.client_id and expires_at > a.now
          order by expires_at desc limit a.lim
        ) s
        order by a.i, s.expires_at desc`)) as unknown as {
        rows: { i: number | string; topic: string }[]
      }
      const topics = asks.map((): string[] => [])
      for (const row of rows) topics[Number(row.i) - 1]?.push(row.topic)
      return topics
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
    list: (clientId, now, limit) => lists.write({ clientId, now, limit }),
    async prune(now) {
      const gone = await db
        .delete(relaySubscriptions)
        .where(lte(relaySubscriptions.expiresAt, now))
        .returning({ topic: relaySubscriptions.topic })
      return gone.length
    },
  }
}
