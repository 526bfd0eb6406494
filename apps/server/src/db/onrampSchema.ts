import { index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Where a sandbox on-ramp order is: `awaiting_payment` → `pending` → `settled` | `failed`. */
export type OnrampOrderStatus = 'awaiting_payment' | 'pending' | 'settled' | 'failed'

/**
 * Purchases through the sandbox on-ramp provider (`docs/buy.md`). A row is created with its
 * quote when the app asks for the checkout URL (`POST /v1/generators/onrampurl`); the checkout
 * form moves it to `pending` once (a conditional update, so a double submit settles once), the
 * treasury's transfer to `settled` with its `tx_hash`, or to `failed` with a `failure_reason`.
 * Fiat amounts are cents; `purchase_amount` is in the token's smallest unit. No card data is kept.
 */
export const onrampOrders = pgTable(
  'onramp_orders',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<OnrampOrderStatus>().notNull(),
    /** CAIP-2 id of the chain the tokens are sent on. */
    network: text('network').notNull(),
    /** The token's 0x address, or `native`. */
    asset: text('asset').notNull(),
    symbol: text('symbol').notNull(),
    decimals: integer('decimals').notNull(),
    /** The 0x address the tokens go to. */
    recipient: text('recipient').notNull(),
    partnerUserId: text('partner_user_id').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentTotalCents: numeric('payment_total_cents', { precision: 20, scale: 0 }).notNull(),
    feeCents: numeric('fee_cents', { precision: 20, scale: 0 }).notNull(),
    networkFeeCents: numeric('network_fee_cents', { precision: 20, scale: 0 }).notNull(),
    purchaseAmount: numeric('purchase_amount', { precision: 78, scale: 0 }).notNull(),
    txHash: text('tx_hash'),
    failureReason: text('failure_reason'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('onramp_orders_recipient').on(table.recipient, table.createdAt)],
)
