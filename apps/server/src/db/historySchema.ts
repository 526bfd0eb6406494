import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

// Tables of the history indexer (apps/server/src/history). Addresses and hashes are stored
// lower-case `0x…` hex; `chain_id` is the CAIP-2 id (`eip155:31337`).

/** Where the indexer of each chain stands: the last block it has indexed. */
export const historyCursors = pgTable('history_cursors', {
  chainId: text('chain_id').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  /** The first block the indexer read: what happened before it comes from per-account backfills. */
  startBlock: bigint('start_block', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One account's backfill of a chain: its transfers before the indexer's start block, read
 * newest first. Every block from `logs_below` (ERC-20 logs) and `native_below` (native transfers)
 * up to `up_to` (the indexer's start block) is done; 0 = all done.
 */
export const historyBackfills = pgTable(
  'history_backfills',
  {
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    upTo: bigint('up_to', { mode: 'number' }).notNull(),
    logsBelow: bigint('logs_below', { mode: 'number' }).notNull(),
    nativeBelow: bigint('native_below', { mode: 'number' }).notNull(),
    /** `trace_filter`, `explorer` or `unavailable`, once detected; null before. */
    nativeSource: text('native_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)

/** Hashes of the most recent indexed blocks (the confirmations window), to detect reorgs. */
export const historyBlocks = pgTable(
  'history_blocks',
  {
    chainId: text('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.blockNumber] })],
)

/** One native transfer (`log_index` -1) or ERC-20 `Transfer` log. */
export const historyTransfers = pgTable(
  'history_transfers',
  {
    chainId: text('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    /** Position of the `Transfer` log in the block; -1 for the transaction's own value. */
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    txIndex: integer('tx_index').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true, mode: 'date' }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** The ERC-20 contract; null for the native currency. */
    tokenAddress: text('token_address'),
    /** Base units. */
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    /** `confirmed` or `failed` (a reverted transaction's value did not move). */
    status: text('status').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex] }),
    index('history_transfers_chain_block').on(table.chainId, table.blockNumber),
  ],
)

/**
 * One row per (account, transaction) the account took part in, for keyset pages: the cost of a
 * page is an index range scan whatever the account's history.
 */
export const historyAccountTransactions = pgTable(
  'history_account_transactions',
  {
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    txHash: text('tx_hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    txIndex: integer('tx_index').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.address, table.txHash] }),
    index('history_account_chain_page').on(
      table.chainId,
      table.address,
      table.blockNumber.desc(),
      table.txIndex.desc(),
    ),
    index('history_account_all_chains_page').on(
      table.address,
      table.minedAt.desc(),
      table.chainId,
      table.blockNumber.desc(),
      table.txIndex.desc(),
    ),
    index('history_account_chain_block').on(table.chainId, table.blockNumber),
  ],
)

/** ERC-20 metadata, fetched once per token; `is_spam` hides it from the kit's history. */
export const historyTokens = pgTable(
  'history_tokens',
  {
    chainId: text('chain_id').notNull(),
    address: text('address').notNull(),
    name: text('name'),
    symbol: text('symbol'),
    decimals: integer('decimals'),
    isSpam: boolean('is_spam').notNull().default(false),
    /** When the metadata was read from the chain; null until then. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)
