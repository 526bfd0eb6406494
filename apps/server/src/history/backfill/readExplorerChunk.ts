import { redactUrl } from '../../redactUrl'
import { HistoryRpcError } from '../errors'
import type { TransferRow } from '../readBlockRange'

export type ReadExplorerChunkParameters = {
  /** The explorer's API URL (Etherscan v2 `…/v2/api?chainid=1&apikey=…`, Blockscout `…/api`). */
  url: string
  caipNetworkId: string
  /** The account (lower-case `0x…`). */
  address: string
  /** Every block from here up is done: the transactions of the blocks below are read. */
  below: number
  /** Transactions asked for at once (`offset`). */
  pageSize: number
  timeoutMs: number
}

/** The native transfers read, and the new mark: every block from `below` up is then done. */
export type ReadExplorerChunkReturnType = { transfers: TransferRow[]; below: number }

type ExplorerTransaction = {
  blockNumber: string
  blockHash?: string
  timeStamp: string
  hash: string
  transactionIndex: string
  from: string
  to: string
  value: string
  contractAddress?: string
  isError?: string
  txreceipt_status?: string
}

const zeroAddress = '0x0000000000000000000000000000000000000000'

/** Etherscan and Blockscout answer at most this many results of one query (page × offset). */
const explorerWindow = 10_000

/**
 * Reads the newest `pageSize` transactions of the account below block `below` from an explorer
 * API (`module=account&action=txlist&sort=desc`, Etherscan v2 and Blockscout answer it alike) and
 * returns those that moved value, as the indexer records them (a failed one is `failed`). A full
 * page moves the mark to its lowest block, whose transactions are read again with the next chunk
 * (the page may have cut through it); a full page of one block is followed by that block's next
 * pages (`startblock = endblock`, `page` 2, 3, …); a shorter page ends the walk (mark 0). Throws
 * {@link HistoryRpcError} (the URL's key never in it) when the explorer fails or refuses.
 *
 * @example
 * const { transfers, below } = await readExplorerChunk({ url, caipNetworkId: 'eip155:1', address, below: 19_000_000, pageSize: 1000, timeoutMs: 10_000 })
 */
export async function readExplorerChunk(
  parameters: ReadExplorerChunkParameters,
): Promise<ReadExplorerChunkReturnType> {
  const { caipNetworkId, below, pageSize } = parameters
  const list = await readTxlist(parameters, { startblock: 0, endblock: below - 1, page: 1 })
  if (list.length === 0) return { transfers: [], below: 0 }
  const full = list.length >= pageSize
  const lowest = Math.min(...list.map((item) => Number(item.blockNumber)))
  // A full page may cut through its lowest block: that block is read again next time. A full page
  // of one block cannot move on that way: the rest of the block is read now, page by page.
  const cut = full && list.some((item) => Number(item.blockNumber) !== lowest)
  if (full && !cut)
    for (let page = 2; ; page++) {
      if (page * pageSize > explorerWindow)
        throw new HistoryRpcError(
          caipNetworkId,
          `explorer ${redactUrl(parameters.url)}: block ${lowest} holds over ${explorerWindow} transactions of the account`,
        )
      const more = await readTxlist(parameters, { startblock: lowest, endblock: lowest, page })
      list.push(...more)
      if (more.length < pageSize) break
    }
  const transfers: TransferRow[] = []
  const seen = new Set<string>()
  for (const item of list) {
    const number = Number(item.blockNumber)
    if (!Number.isSafeInteger(number) || number >= below) continue
    if (cut && number === lowest) continue
    const hash = item.hash.toLowerCase()
    if (seen.has(hash)) continue
    seen.add(hash)
    const value = BigInt(item.value)
    if (value === 0n) continue
    const to = item.to === '' ? (item.contractAddress ?? zeroAddress) : item.to
    transfers.push({
      chainId: caipNetworkId,
      txHash: hash,
      logIndex: -1,
      blockNumber: number,
      blockHash: (item.blockHash ?? '').toLowerCase(),
      txIndex: Number(item.transactionIndex),
      minedAt: new Date(Number(item.timeStamp) * 1000),
      fromAddress: item.from.toLowerCase(),
      toAddress: (to || zeroAddress).toLowerCase(),
      tokenAddress: null,
      amount: value.toString(),
      status: item.isError === '1' || item.txreceipt_status === '0' ? 'failed' : 'confirmed',
    })
  }
  return { transfers, below: full ? (cut ? lowest + 1 : lowest) : 0 }
}

/** One `txlist` query, newest first; `[]` when the explorer has none. */
async function readTxlist(
  parameters: ReadExplorerChunkParameters,
  range: { startblock: number; endblock: number; page: number },
): Promise<ExplorerTransaction[]> {
  const { caipNetworkId, address, pageSize, timeoutMs } = parameters
  const url = new URL(parameters.url)
  const query = {
    module: 'account',
    action: 'txlist',
    address,
    startblock: String(range.startblock),
    endblock: String(range.endblock),
    page: String(range.page),
    offset: String(pageSize),
    sort: 'desc',
  }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  const fail = (reason: string) =>
    new HistoryRpcError(caipNetworkId, `explorer ${redactUrl(parameters.url)}: ${reason}`)
  let body: { status?: string; message?: string; result?: unknown }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw fail(`HTTP ${response.status}`)
    body = (await response.json()) as typeof body
  } catch (error) {
    if (error instanceof HistoryRpcError) throw error
    throw fail(error instanceof Error ? error.name : 'no answer')
  }
  if (body.status === '0' && /no transactions found/i.test(body.message ?? '')) return []
  if (body.status !== '1' || !Array.isArray(body.result))
    throw fail(
      `${body.message ?? 'no result'}${typeof body.result === 'string' ? ` (${body.result.slice(0, 200)})` : ''}`,
    )
  return body.result as ExplorerTransaction[]
}
