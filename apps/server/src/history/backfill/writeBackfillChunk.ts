import { and, eq, sql } from 'drizzle-orm'
import {
  historyAccountTransactions,
  historyBackfills,
  historyTransfers,
} from '../../db/historySchema'
import type { Database } from '../../db/openDatabase'
import type { TransferRow } from '../readBlockRange'

export type WriteBackfillChunkParameters = {
  db: Database
  caipNetworkId: string
  /** The account (lower-case `0x…`). */
  address: string
  /** The backfill's `up_to` as read: a backfill dropped or started again meanwhile is left alone. */
  upTo: number
  /** Which side moved: `logs_below` or `native_below`. */
  side: 'logs' | 'native'
  /** Every block from here to the previous mark is done. */
  below: number
  transfers: readonly TransferRow[]
}

/** Whether the chunk was written (false: the backfill was dropped by a re-index meanwhile). */
export type WriteBackfillChunkReturnType = boolean

const insertChunk = 2000
class Dropped extends Error {}

/**
 * Writes one backfill chunk in one transaction: first moves the backfill's mark down (which locks
 * its row, so a re-index that drops it waits, or comes first and the chunk is not written), then
 * the transfers and the account's rows, each skipped when already there (primary keys: a restart
 * or another instance never duplicates a transfer).
 *
 * @example
 * await writeBackfillChunk({ db, caipNetworkId, address, upTo, side: 'logs', below: 9000, transfers })
 */
export async function writeBackfillChunk(
  parameters: WriteBackfillChunkParameters,
): Promise<WriteBackfillChunkReturnType> {
  const { db, caipNetworkId, address, upTo, side, below, transfers } = parameters
  const column = side === 'logs' ? historyBackfills.logsBelow : historyBackfills.nativeBelow
  try {
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(historyBackfills)
        .set({
          [side === 'logs' ? 'logsBelow' : 'nativeBelow']: sql`least(${column}, ${below})`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(historyBackfills.chainId, caipNetworkId),
            eq(historyBackfills.address, address),
            eq(historyBackfills.upTo, upTo),
          ),
        )
        .returning({ address: historyBackfills.address })
      if (moved.length === 0) throw new Dropped()
      for (let start = 0; start < transfers.length; start += insertChunk)
        await tx
          .insert(historyTransfers)
          .values(transfers.slice(start, start + insertChunk))
          .onConflictDoNothing()
      const accounts = new Map(
        transfers.map((row) => [
          row.txHash,
          {
            chainId: caipNetworkId,
            address,
            txHash: row.txHash,
            blockNumber: row.blockNumber,
            txIndex: row.txIndex,
            minedAt: row.minedAt,
          },
        ]),
      )
      const rows = [...accounts.values()]
      for (let start = 0; start < rows.length; start += insertChunk)
        await tx
          .insert(historyAccountTransactions)
          .values(rows.slice(start, start + insertChunk))
          .onConflictDoNothing()
    })
    return true
  } catch (error) {
    if (error instanceof Dropped) return false
    throw error
  }
}
