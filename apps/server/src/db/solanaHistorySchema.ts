import { bigint, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Tables of the Solana side of the history (apps/server/src/history/solana). Its transfers and
// per-account rows go to the shared `history_transfers` / `history_account_transactions` (tx_hash
// = the signature, block_number = the slot); addresses are base58, case kept.

/**
 * Each address whose signatures were read (a wallet, or one of its token accounts): the newest
 * signature indexed, the `until` of the next `getSignaturesForAddress`.
 */
export const historySolanaSources = pgTable(
  'history_solana_sources',
  {
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    /** The wallet this address belongs to (itself for a wallet). */
    owner: text('owner').notNull(),
    newestSignature: text('newest_signature'),
    newestSlot: bigint('newest_slot', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)

/** The fee of each indexed Solana transaction and who paid it. */
export const historySolanaTransactions = pgTable(
  'history_solana_transactions',
  {
    chainId: text('chain_id').notNull(),
    signature: text('signature').notNull(),
    feePayer: text('fee_payer').notNull(),
    /** Lamports. */
    fee: numeric('fee', { precision: 20, scale: 0 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.signature] })],
)
