import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { historyTokens, historyTransfers } from '../db/historySchema'
import type { Database } from '../db/openDatabase'

export type ReadPageTransfersParameters = {
  db: Database
  /** The account, as stored in `history_transfers` (lowercase hex on EVM, base58 on Solana). */
  address: string
  /** The page's transactions. */
  items: readonly { chainId: string; txHash: string }[]
}

/** One transfer row with its token's metadata (absent for the native currency). */
export type PageTransfer = {
  transfer: typeof historyTransfers.$inferSelect
  name: string | null
  symbol: string | null
  decimals: number | null
  isSpam: boolean | null
}

/** Transfers by `${chainId}/${txHash}`, in log order. */
export type ReadPageTransfersReturnType = Map<string, PageTransfer[]>

/**
 * The transfers of a history page's transactions that involve the account, joined to their
 * token's metadata, grouped by transaction — one query by primary key, shared by the EVM and
 * Solana page readers.
 *
 * @example
 * const byTransaction = await readPageTransfers({ db, address, items })
 * byTransaction.get(`${item.chainId}/${item.txHash}`)
 */
export async function readPageTransfers(
  parameters: ReadPageTransfersParameters,
): Promise<ReadPageTransfersReturnType> {
  const { db, address, items } = parameters
  const rows = await db
    .select({
      transfer: historyTransfers,
      name: historyTokens.name,
      symbol: historyTokens.symbol,
      decimals: historyTokens.decimals,
      isSpam: historyTokens.isSpam,
    })
    .from(historyTransfers)
    .leftJoin(
      historyTokens,
      and(
        eq(historyTokens.chainId, historyTransfers.chainId),
        eq(historyTokens.address, historyTransfers.tokenAddress),
      ),
    )
    .where(
      and(
        inArray(historyTransfers.chainId, [...new Set(items.map((item) => item.chainId))]),
        inArray(
          historyTransfers.txHash,
          items.map((item) => item.txHash),
        ),
        or(eq(historyTransfers.fromAddress, address), eq(historyTransfers.toAddress, address)),
      ),
    )
    .orderBy(asc(historyTransfers.logIndex))
  const byTransaction: ReadPageTransfersReturnType = new Map()
  for (const row of rows) {
    const key = `${row.transfer.chainId}/${row.transfer.txHash}`
    byTransaction.set(key, [...(byTransaction.get(key) ?? []), row])
  }
  return byTransaction
}
