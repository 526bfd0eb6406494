import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { onrampOrders } from '../db/onrampSchema'
import type { Database } from '../db/openDatabase'

/** A stored sandbox order. */
export type OnrampOrder = typeof onrampOrders.$inferSelect
/** A new order, as the URL generator quotes it. */
export type NewOnrampOrder = Omit<
  typeof onrampOrders.$inferInsert,
  'status' | 'txHash' | 'failureReason' | 'updatedAt'
>

export type OrderStore = {
  create(order: NewOnrampOrder): Promise<void>
  find(id: string): Promise<OnrampOrder | undefined>
  /**
   * Moves `awaiting_payment` to `status` (`pending`, or `failed` for a declined card) in one
   * conditional update; false when the order is not awaiting payment (a second submit).
   */
  claim(
    id: string,
    status: 'pending' | 'failed',
    now: Date,
    failureReason?: string | undefined,
  ): Promise<boolean>
  /**
   * Cents paid out (orders `pending` or `settled`) since `since`, to `recipient` when given, else
   * to everyone: what the sandbox's daily caps count.
   */
  paidOutSince(since: Date, recipient?: string | undefined): Promise<bigint>
  /** Records the transfer's hash while it is pending. */
  sent(id: string, txHash: string, now: Date): Promise<void>
  /** Ends a pending order: settled, or failed with a reason. */
  finish(
    id: string,
    result: { status: 'settled' | 'failed'; failureReason?: string | undefined },
    now: Date,
  ): Promise<void>
}

/**
 * The `onramp_orders` table behind the sandbox provider.
 *
 * @example
 * const store = createOrderStore(db)
 * if (await store.claim(id, 'pending', new Date())) … // only one submit gets here
 */
export function createOrderStore(db: Database): OrderStore {
  return {
    async create(order) {
      await db
        .insert(onrampOrders)
        .values({ ...order, status: 'awaiting_payment', updatedAt: order.createdAt })
    },
    async find(id) {
      const [row] = await db.select().from(onrampOrders).where(eq(onrampOrders.id, id))
      return row
    },
    async claim(id, status, now, failureReason) {
      const rows = await db
        .update(onrampOrders)
        .set({ status, updatedAt: now, failureReason: failureReason ?? null })
        .where(and(eq(onrampOrders.id, id), eq(onrampOrders.status, 'awaiting_payment')))
        .returning({ id: onrampOrders.id })
      return rows.length === 1
    },
    async paidOutSince(since, recipient) {
      const [row] = await db
        .select({ total: sql<string | null>`sum(${onrampOrders.paymentTotalCents})` })
        .from(onrampOrders)
        .where(
          and(
            inArray(onrampOrders.status, ['pending', 'settled']),
            gte(onrampOrders.updatedAt, since),
            recipient === undefined ? undefined : eq(onrampOrders.recipient, recipient),
          ),
        )
      return BigInt(row?.total ?? 0)
    },
    async sent(id, txHash, now) {
      await db.update(onrampOrders).set({ txHash, updatedAt: now }).where(eq(onrampOrders.id, id))
    },
    async finish(id, result, now) {
      await db
        .update(onrampOrders)
        .set({ status: result.status, failureReason: result.failureReason ?? null, updatedAt: now })
        .where(and(eq(onrampOrders.id, id), eq(onrampOrders.status, 'pending')))
    },
  }
}
