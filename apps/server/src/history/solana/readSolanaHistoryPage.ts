import { formatAmount } from '@portico/core'
import { and, eq, inArray } from 'drizzle-orm'
import { historyAccountTransactions } from '../../db/historySchema'
import type { Database } from '../../db/openDatabase'
import { historySolanaTransactions } from '../../db/solanaHistorySchema'
import { encodeHistoryCursor, type HistoryCursor } from '../encodeHistoryCursor'
import {
  type HistoryTransaction,
  historyPageSize,
  type ReadHistoryPageReturnType,
} from '../readHistoryPage'
import { readPageTransfers } from '../readPageTransfers'
import { selectHistoryRows } from '../selectHistoryRows'
import { toHistoryTransfer } from '../toHistoryTransfer'

/** A Solana history item: the EVM shape plus the fee the account paid, when it paid it. */
export type SolanaHistoryTransaction = HistoryTransaction & {
  metadata: HistoryTransaction['metadata'] & {
    fee?: { numeric: string; decimals: string } | undefined
  }
}

export type ReadSolanaHistoryPageParameters = {
  db: Database
  /** The wallet, base58 (case-sensitive). */
  address: string
  /** The Solana chains to read (CAIP-2); one = ordered by slot, several = by time. */
  chainIds: readonly string[]
  cursor?: HistoryCursor | undefined
  pageSize?: number | undefined
  /** Icon URL of a token by symbol; undefined = no icon. */
  iconUrl?: ((symbol: string) => string | undefined) | undefined
}

const page = historyAccountTransactions
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/**
 * One page of a Solana wallet's history, newest first, from the rows {@link indexSolanaAccount}
 * wrote: the same keyset pagination, cursor and item shape as the EVM `readHistoryPage` (slot for
 * block number), SOL with 9 decimals, and `metadata.fee` (lamports as SOL) on items the wallet
 * paid the fee of. `operationType` is `send`, `receive` or `trade` (both); a failed transaction
 * is `status: 'failed'`.
 *
 * @example
 * const { data, next } = await readSolanaHistoryPage({ db, address, chainIds: ['solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'] })
 */
export async function readSolanaHistoryPage(
  parameters: ReadSolanaHistoryPageParameters,
): Promise<ReadHistoryPageReturnType> {
  const { db, address, chainIds, cursor, iconUrl = () => undefined } = parameters
  const pageSize = parameters.pageSize ?? historyPageSize
  if (chainIds.length === 0) return { data: [], next: null }

  const rows = await selectHistoryRows({
    db,
    conditions: [eq(page.address, address), inArray(page.chainId, [...chainIds])],
    oneChain: chainIds.length === 1,
    cursor,
    pageSize,
  })
  const items = rows.slice(0, pageSize)
  if (items.length === 0) return { data: [], next: null }
  const hashes = items.map((item) => item.txHash)
  const chains = [...new Set(items.map((item) => item.chainId))]

  const byTransaction = await readPageTransfers({ db, address, items })
  const fees = await db
    .select()
    .from(historySolanaTransactions)
    .where(
      and(
        inArray(historySolanaTransactions.chainId, chains),
        inArray(historySolanaTransactions.signature, hashes),
      ),
    )
  const feeOf = new Map(fees.map((row) => [`${row.chainId}/${row.signature}`, row]))

  const data = items.flatMap((item): HistoryTransaction[] => {
    const key = `${item.chainId}/${item.txHash}`
    const group = byTransaction.get(key) ?? []
    const first = group[0]?.transfer
    if (first === undefined) return []
    const list = group.map((row) => toHistoryTransfer({ row, address, native: sol, iconUrl }))
    const sends = list.some((transfer) => transfer.direction !== 'in')
    const receives = list.some((transfer) => transfer.direction === 'in')
    const fee = feeOf.get(key)
    const item_: SolanaHistoryTransaction = {
      id: key,
      metadata: {
        minedAt: item.minedAt.toISOString(),
        chain: item.chainId,
        operationType: sends && receives ? 'trade' : sends ? 'send' : 'receive',
        status: group.some((row) => row.transfer.status === 'failed') ? 'failed' : 'confirmed',
        sentFrom: first.fromAddress,
        sentTo: first.toAddress,
        hash: item.txHash,
        ...(fee !== undefined && fee.feePayer === address
          ? {
              fee: {
                numeric: formatAmount(BigInt(fee.fee), sol.decimals),
                decimals: String(sol.decimals),
              },
            }
          : {}),
      },
      transfers: list,
    }
    return [item_]
  })
  const last = items.at(-1)
  const next =
    rows.length > pageSize && last !== undefined
      ? encodeHistoryCursor({
          minedAt: last.minedAt.getTime(),
          chainId: last.chainId,
          blockNumber: last.blockNumber,
          txIndex: last.txIndex,
        })
      : null
  return { data, next }
}
