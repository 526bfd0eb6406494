import { type SQL, sql } from 'drizzle-orm'
import { historyAccountTransactions } from '../db/historySchema'
import type { HistoryCursor } from './encodeHistoryCursor'

const page = historyAccountTransactions

/**
 * The keyset condition "older than `cursor`" on `history_account_transactions`, in the order of
 * the index the page reads: on one chain `(block desc, tx_index desc)`; across chains
 * `(mined_at desc, chain_id, block desc, tx_index desc)` — `mined_at <= …` bounds the index scan
 * and the rest breaks ties in the index's order. Shared by the EVM and Solana page readers.
 *
 * @example
 * conditions.push(afterHistoryCursor(cursor, chainId !== undefined))
 */
export function afterHistoryCursor(cursor: HistoryCursor, oneChain: boolean): SQL {
  if (oneChain)
    return sql`(${page.blockNumber}, ${page.txIndex}) < (${cursor.blockNumber}, ${cursor.txIndex})`
  const minedAt = new Date(cursor.minedAt).toISOString()
  return sql`${page.minedAt} <= ${minedAt} and (${page.minedAt} < ${minedAt} or
    (${page.chainId} > ${cursor.chainId} or (${page.chainId} = ${cursor.chainId} and
    (${page.blockNumber}, ${page.txIndex}) < (${cursor.blockNumber}, ${cursor.txIndex}))))`
}
