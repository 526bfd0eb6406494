import type { Clock } from '@portico/core/internal'
import type { Address, Hash } from 'viem'
import type { OnrampOrder, OrderStore } from './createOrderStore'
import type { Treasury } from './createTreasury'

export type SettleOrderParameters = {
  /** An order the caller just claimed (`pending`). */
  order: OnrampOrder
  store: OrderStore
  treasury: Treasury
  clock: Pick<Clock, 'now'>
  /** Where an internal failure is reported (never to the buyer). */
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Pays a claimed order from the treasury: sends exactly the quoted `purchase_amount` of the
 * token (or native currency) to the recipient, records the hash while pending, then marks the
 * order `settled` on a successful receipt or `failed` (the transfer was refused or reverted).
 *
 * @example
 * if (await store.claim(id, 'pending', now)) await settleOrder({ order, store, treasury, clock })
 */
export async function settleOrder(parameters: SettleOrderParameters): Promise<void> {
  const { order, store, treasury, clock } = parameters
  const now = () => new Date(clock.now())
  const asset = order.asset === 'native' ? 'native' : (order.asset as Address)
  let hash: Hash
  try {
    hash = await treasury.send(
      order.network,
      asset,
      order.recipient as Address,
      BigInt(order.purchaseAmount),
    )
  } catch (error) {
    parameters.onError?.(error)
    await store.finish(
      order.id,
      { status: 'failed', failureReason: 'The sandbox treasury could not send the tokens' },
      now(),
    )
    return
  }
  await store.sent(order.id, hash, now())
  const succeeded = await treasury.confirmed(order.network, hash).catch((error: unknown) => {
    parameters.onError?.(error)
    return undefined
  })
  // No receipt (node down): the order stays pending with its hash; the transfer may still land.
  if (succeeded === undefined) return
  await store.finish(
    order.id,
    succeeded
      ? { status: 'settled' }
      : { status: 'failed', failureReason: 'The transfer reverted on chain' },
    now(),
  )
}
