import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { onrampOrders } from '../db/onrampSchema'
import type { Database } from '../db/openDatabase'

/** Key of the advisory lock held while a checkout counts the daily caps and claims its order. */
const onrampCapsLockKey = 7316043

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
  /**
   * {@link OrderStore.claim} to `pending` only while the order fits the daily caps (paid out since
   * `since`, per recipient and in total), counted and claimed in one transaction under an advisory
   * lock: parallel checkouts, on one instance or many, cannot together pass a cap.
   */
  claimWithinCaps(
    order: OnrampOrder,
    parameters: { now: Date; since: Date; recipientCents: bigint; totalCents: bigint },
  ): Promise<'claimed' | 'recipientCap' | 'totalCap' | 'notAwaiting'>
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
  const paidOut = async (executor: Database, since: Date, recipient?: string | undefined) => {
    const [row] = await executor
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
  }
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
    paidOutSince: (since, recipient) => paidOut(db, since, recipient),
    claimWithinCaps: (order, { now, since, recipientCents, totalCents }) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${onrampCapsLockKey})`)
        const amount = BigInt(order.paymentTotalCents)
        if ((await paidOut(tx, since, order.recipient)) + amount > recipientCents)
          return 'recipientCap'
        if ((await paidOut(tx, since)) + amount > totalCents) return 'totalCap'
        const rows = await tx
          .update(onrampOrders)
          .set({ status: 'pending', updatedAt: now, failureReason: null })
          .where(and(eq(onrampOrders.id, order.id), eq(onrampOrders.status, 'awaiting_payment')))
          .returning({ id: onrampOrders.id })
        return rows.length === 1 ? 'claimed' : 'notAwaiting'
      }),
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
