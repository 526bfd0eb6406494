import { formatUnits } from 'viem'
import { nativeTokenAddress } from '../convert/swapSource'
import type { OnrampOrder } from './createOrderStore'
import { formatCents } from './fiatCents'

/**
 * A stored order as `GET /v1/onramp/orders/:id` answers it: amounts as decimal strings with
 * their currency, the token as a CAIP-10 id (native: `0xEeee…EEeE`).
 *
 * @example
 * toOrderAnswer(await store.find(id)).status // 'settled'
 */
export function toOrderAnswer(order: OnrampOrder) {
  const usd = (cents: string) => ({
    amount: formatCents(BigInt(cents)),
    currency: order.paymentCurrency,
  })
  const asset = order.asset === 'native' ? nativeTokenAddress : order.asset
  return {
    id: order.id,
    provider: order.provider,
    status: order.status,
    network: order.network,
    asset: `${order.network}:${asset}`,
    recipient: order.recipient,
    purchaseAmount: {
      amount: formatUnits(BigInt(order.purchaseAmount), order.decimals),
      currency: order.symbol,
    },
    paymentTotal: usd(order.paymentTotalCents),
    coinbaseFee: usd(order.feeCents),
    networkFee: usd(order.networkFeeCents),
    txHash: order.txHash,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  }
}
