import { and, asc, type SQL, sql } from 'drizzle-orm'
import { historyAccountTransactions } from '../db/historySchema'
import type { Database } from '../db/openDatabase'
import { afterHistoryCursor } from './afterHistoryCursor'
import type { HistoryCursor } from './encodeHistoryCursor'

const page = historyAccountTransactions

export type SelectHistoryRowsParameters = {
  db: Database
  /** The account's and chain's conditions; the cursor's is added here. */
  conditions: SQL[]
  /** One chain (`block desc, tx_index desc`) or several (by time, then chain, block, tx). */
  oneChain: boolean
  cursor?: HistoryCursor | undefined
  pageSize: number
}

/**
 * The rows of one history page, newest first, in the order of the index the page reads, plus one
 * more row when a next page exists (keyset pagination). Shared by the EVM and Solana page readers.
 *
 * @example
 * const rows = await selectHistoryRows({ db, conditions: [eq(page.address, address)], oneChain: false, pageSize: 20 })
 */
export function selectHistoryRows(parameters: SelectHistoryRowsParameters) {
  const { db, oneChain, cursor, pageSize } = parameters
  const conditions = [...parameters.conditions]
  if (cursor !== undefined) conditions.push(afterHistoryCursor(cursor, oneChain))
  const order = oneChain
    ? [sql`${page.blockNumber} desc nulls last`, sql`${page.txIndex} desc nulls last`]
    : [
        sql`${page.minedAt} desc nulls last`,
        asc(page.chainId),
        sql`${page.blockNumber} desc nulls last`,
        sql`${page.txIndex} desc nulls last`,
      ]
  return db
    .select()
    .from(page)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(pageSize + 1)
}
