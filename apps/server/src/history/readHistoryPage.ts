import { type Transaction, toChecksumAddress } from '@portico/core'
import { eq } from 'drizzle-orm'
import { zeroAddress } from 'viem'
import { historyAccountTransactions } from '../db/historySchema'
import type { Database } from '../db/openDatabase'
import { encodeHistoryCursor, type HistoryCursor } from './encodeHistoryCursor'
import { readPageTransfers } from './readPageTransfers'
import { selectHistoryRows } from './selectHistoryRows'
import { type HistoryTransfer, toHistoryTransfer } from './toHistoryTransfer'

export type { HistoryTransfer } from './toHistoryTransfer'

/** Items per page of the history route. */
export const historyPageSize = 50

/** A history item (SPEC §3, core's `Transaction`) as the history route answers it. */
export type HistoryTransaction = Transaction & { transfers: HistoryTransfer[] }

export type ReadHistoryPageParameters = {
  db: Database
  /** The account, `0x…` (any case). */
  address: string
  /** Only this chain (CAIP-2); undefined = every indexed chain, by time. */
  chainId?: string | undefined
  /** Where the page starts (from the previous page's `next`). */
  cursor?: HistoryCursor | undefined
  pageSize?: number | undefined
  /** Name and symbol of a chain's native currency. */
  nativeCurrency: (chainId: string) => { name: string; symbol: string }
  /** Icon URL of a token by symbol; undefined = no icon. */
  iconUrl?: ((symbol: string) => string | undefined) | undefined
}

export type ReadHistoryPageReturnType = { data: HistoryTransaction[]; next: string | null }

const page = historyAccountTransactions

/**
 * One page of an account's history, newest first, read with keyset pagination: an index range
 * scan of `history_account_transactions` (per chain: `(chain_id, address, block desc, tx_index
 * desc)`; all chains: `(address, mined_at desc, chain_id, …)`), then the account's transfers of
 * those transactions by primary key — so the cost of a page does not grow with the history.
 * `operationType` is `send` when the account only sends, `receive` when it only receives,
 * `trade` when both; `mint` when all it receives comes from the zero address, `burn` when all it
 * sends goes there; a reverted transaction is `failed`.
 *
 * @example
 * const { data, next } = await readHistoryPage({ db, address, chainId: 'eip155:31337', nativeCurrency: () => ({ name: 'Ether', symbol: 'ETH' }) })
 */
export async function readHistoryPage(
  parameters: ReadHistoryPageParameters,
): Promise<ReadHistoryPageReturnType> {
  const { db, chainId, cursor, nativeCurrency, iconUrl = () => undefined } = parameters
  const pageSize = parameters.pageSize ?? historyPageSize
  const address = parameters.address.toLowerCase()

  const conditions = [eq(page.address, address)]
  if (chainId !== undefined) conditions.push(eq(page.chainId, chainId))
  const rows = await selectHistoryRows({
    db,
    conditions,
    oneChain: chainId !== undefined,
    cursor,
    pageSize,
  })
  const items = rows.slice(0, pageSize)
  if (items.length === 0) return { data: [], next: null }

  const byTransaction = await readPageTransfers({ db, address, items })

  const data = items.flatMap((item): HistoryTransaction[] => {
    const group = byTransaction.get(`${item.chainId}/${item.txHash}`) ?? []
    const first = group[0]?.transfer
    if (first === undefined) return []
    const list = group.map((row) =>
      toHistoryTransfer({
        row,
        address,
        native: { ...nativeCurrency(row.transfer.chainId), decimals: 18 },
        iconUrl,
      }),
    )
    const sends = list.some((transfer) => transfer.direction !== 'in')
    const receives = list.some((transfer) => transfer.direction === 'in')
    const all = (side: 'fromAddress' | 'toAddress') =>
      group.every(({ transfer }) => transfer[side] === zeroAddress)
    const operationType =
      sends && receives
        ? 'trade'
        : sends
          ? all('toAddress')
            ? 'burn'
            : 'send'
          : all('fromAddress')
            ? 'mint'
            : 'receive'
    return [
      {
        id: `${item.chainId}/${item.txHash}`,
        metadata: {
          minedAt: item.minedAt.toISOString(),
          chain: item.chainId,
          operationType,
          status: group.some((row) => row.transfer.status === 'failed') ? 'failed' : 'confirmed',
          sentFrom: toChecksumAddress(first.fromAddress),
          sentTo: toChecksumAddress(first.toAddress),
          hash: item.txHash,
        },
        transfers: list,
      },
    ]
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
