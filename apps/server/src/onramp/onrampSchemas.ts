import { z } from 'zod'

const amount = z.object({ amount: z.string(), currency: z.string() })

/** SPEC §3's payment currency. */
export const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})
/** SPEC §3's purchase currency. */
export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string().describe('CAIP-2 id for the sandbox; the provider’s own name otherwise'),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string().describe('empty for the native currency'),
    }),
  ),
})
/** One provider as the options list it. */
export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  feeBps: z.object({ min: z.number(), max: z.number() }).describe('Fee range, basis points'),
  quotes: z.boolean().describe('false: a URL generator only (no options or quotes from it)'),
})
/** SPEC §3's quote. */
export const quoteSchema = z.object({
  coinbaseFee: amount.describe("The provider's fee"),
  networkFee: amount,
  paymentSubtotal: amount,
  paymentTotal: amount,
  purchaseAmount: amount,
  quoteId: z.string(),
})
/** A currency given as its code or as the object the options list (`{ id }` / `{ symbol }`). */
export const currencyRefSchema = z.union([
  z.string().min(1).max(50),
  z.object({ id: z.string().max(100).optional(), symbol: z.string().max(50).optional() }),
])
/** Fiat amounts: a decimal string or a number. */
export const fiatAmountSchema = z.union([z.string().max(30), z.number().nonnegative()])
/** An order's id (a UUID). */
export const orderIdSchema = z.string().uuid()

/** What `GET /v1/onramp/orders/:id` answers. */
export const orderSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(['awaiting_payment', 'pending', 'settled', 'failed']),
  network: z.string().describe('CAIP-2 id'),
  asset: z.string().describe('CAIP-10 id of the token (native: 0xEeee…EEeE)'),
  recipient: z.string(),
  purchaseAmount: amount,
  paymentTotal: amount,
  coinbaseFee: amount,
  networkFee: amount,
  txHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
