import type { UsdPrice } from '../prices/priceSource'

export type QuoteSandboxPurchaseParameters = {
  /** What the buyer pays in all, in cents of the payment currency. */
  paymentTotalCents: bigint
  /** The provider's fee in basis points of the payment (rounded up to a whole cent). */
  feeBps: number
  /** The network fee charged, in cents (the sandbox's treasury pays the gas: 0). */
  networkFeeCents: bigint
  /** Price of one whole token in the payment currency. */
  price: UsdPrice
  /** The token's decimals. */
  decimals: number
}
export type QuoteSandboxPurchaseReturnType = {
  feeCents: bigint
  networkFeeCents: bigint
  /** What buys the tokens: the total less the fees. */
  subtotalCents: bigint
  /** The tokens the buyer receives, in the token's smallest unit (rounded down). */
  purchaseAmount: bigint
}

/**
 * The sandbox provider's quote: fee = ⌈total × feeBps / 10 000⌉ cents, subtotal = total − fee −
 * network fee, tokens = ⌊subtotal ÷ price⌋ in the token's smallest unit. Exact (bigints only).
 * Throws a RangeError when the fees leave nothing to buy.
 *
 * @example
 * quoteSandboxPurchase({ paymentTotalCents: 10000n, feeBps: 100, networkFeeCents: 0n, price: { numerator: 1n, denominator: 1n }, decimals: 6 })
 * // { feeCents: 100n, networkFeeCents: 0n, subtotalCents: 9900n, purchaseAmount: 99000000n }
 */
export function quoteSandboxPurchase(
  parameters: QuoteSandboxPurchaseParameters,
): QuoteSandboxPurchaseReturnType {
  const { paymentTotalCents, feeBps, networkFeeCents, price, decimals } = parameters
  if (price.numerator <= 0n || price.denominator <= 0n) throw new RangeError('No price')
  const feeCents = (paymentTotalCents * BigInt(feeBps) + 9_999n) / 10_000n
  const subtotalCents = paymentTotalCents - feeCents - networkFeeCents
  if (subtotalCents <= 0n) throw new RangeError('The fees leave nothing to buy')
  const purchaseAmount =
    (subtotalCents * 10n ** BigInt(decimals) * price.denominator) / (100n * price.numerator)
  return { feeCents, networkFeeCents, subtotalCents, purchaseAmount }
}
