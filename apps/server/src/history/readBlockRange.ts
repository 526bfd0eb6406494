import type { historyTransfers } from '../db/historySchema'
import type { ChainRpc } from './createChainRpc'
import { HistoryRpcError } from './errors'

/** keccak256('Transfer(address,address,uint256)'). */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A row of `history_transfers`. */
export type TransferRow = typeof historyTransfers.$inferInsert & { minedAt: Date }

/** A block as the indexer keeps it: number, hash and parent hash. */
export type BlockHeader = { number: number; hash: string; parentHash: string }

export type ReadBlockRangeParameters = {
  rpc: ChainRpc
  caipNetworkId: string
  /** First block, included. */
  from: number
  /** Last block, included. */
  to: number
  /** Hash of block `from - 1` as already indexed, if any: block `from` must name it as parent. */
  parentHash?: string | undefined
}

export type ReadBlockRangeReturnType = {
  /** The blocks from `from` to `to`, in order. */
  blocks: BlockHeader[]
  /**
   * Blocks whose parent is not the block the node reports one number lower (or not `parentHash`),
   * confirmed by a second read: the node's own, stable view (e.g. anvil re-creates block 0 when
   * it loads a state file), indexed as the node reports it. Empty for a chain that links.
   */
  breaks: number[]
  /** Native transfers (value > 0; status from the receipt) and ERC-20 `Transfer` logs. */
  transfers: TransferRow[]
}

type RpcTransaction = {
  hash: string
  from: string
  to: string | null
  value: string
  transactionIndex: string
}
type RpcBlock = {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: RpcTransaction[]
}
type RpcLog = {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  blockHash: string
  transactionHash: string
  transactionIndex: string
  logIndex: string
  removed?: boolean
}
type RpcReceipt = { status?: string; contractAddress?: string | null } | null

const hex = (value: number) => `0x${value.toString(16)}`
const zeroAddress = '0x0000000000000000000000000000000000000000'
const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase()

/**
 * Reads blocks `from`..`to` of one chain in a few batched calls and returns their headers and the
 * transfers they hold: native value moved by transactions (`log_index` -1; a reverted one is
 * `failed`) and ERC-20 `Transfer(address,address,uint256)` logs (3 topics, 32-byte data — ERC-721
 * transfers, with 4 topics, are skipped). A block whose parent is not the block read before it
 * (or not `parentHash`) is read again with its predecessor: when the node answers the same, the
 * break is the node's own view and is returned in `breaks`; otherwise the node changed its mind
 * while being read. Throws {@link HistoryRpcError} when the node changed its mind (a block
 * missing, a link that moved, logs of another block hash): the caller retries.
 *
 * @example
 * const { blocks, transfers } = await readBlockRange({ rpc, caipNetworkId: 'eip155:31337', from: 0, to: 99 })
 */
export async function readBlockRange(
  parameters: ReadBlockRangeParameters,
): Promise<ReadBlockRangeReturnType> {
  const { rpc, caipNetworkId, from, to, parentHash } = parameters
  const fail = (reason: string) => new HistoryRpcError(caipNetworkId, reason)
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index)
  const [rawBlocks, rawLogs] = await Promise.all([
    rpc.results(
      numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [hex(number), true] })),
    ),
    rpc.results([
      {
        method: 'eth_getLogs',
        params: [{ fromBlock: hex(from), toBlock: hex(to), topics: [transferTopic] }],
      },
    ]),
  ])

  const blocks = rawBlocks as (RpcBlock | null)[]
  const byNumber = new Map<number, RpcBlock>()
  const headers: BlockHeader[] = []
  const breaks: number[] = []
  for (const [index, block] of blocks.entries()) {
    const number = from + index
    if (block === null) throw fail(`block ${number} is missing`)
    const header = {
      number,
      hash: block.hash.toLowerCase(),
      parentHash: block.parentHash.toLowerCase(),
    }
    const previous = headers.at(-1)?.hash ?? parentHash?.toLowerCase()
    if (previous !== undefined && header.parentHash !== previous) breaks.push(number)
    headers.push(header)
    byNumber.set(number, block)
  }
  if (breaks.length > 0) {
    // Read each broken link again: the same answer is the node's view, another is a reorg.
    const numbers = [...new Set(breaks.flatMap((number) => [number - 1, number]))]
    const again = (await rpc.results(
      numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [hex(number), false] })),
    )) as ({ hash: string } | null)[]
    const expected = (number: number) =>
      number < from ? parentHash?.toLowerCase() : headers[number - from]?.hash
    for (const [index, number] of numbers.entries())
      if (again[index]?.hash.toLowerCase() !== expected(number))
        throw fail(`block ${number} changed while the range was read`)
  }
  const minedAt = (number: number) =>
    new Date(Number(BigInt(byNumber.get(number)?.timestamp ?? '0x0')) * 1000)

  const valued = blocks.flatMap((block) =>
    (block as RpcBlock).transactions
      .filter((transaction) => BigInt(transaction.value) > 0n)
      .map((transaction) => ({ block: block as RpcBlock, transaction })),
  )
  const receipts = (await rpc.results(
    valued.map(({ transaction }) => ({
      method: 'eth_getTransactionReceipt',
      params: [transaction.hash],
    })),
  )) as RpcReceipt[]

  const transfers: TransferRow[] = []
  for (const [index, { block, transaction }] of valued.entries()) {
    const receipt = receipts[index]
    if (receipt === null || receipt === undefined) throw fail(`no receipt for ${transaction.hash}`)
    const number = Number(BigInt(block.number))
    transfers.push({
      chainId: caipNetworkId,
      txHash: transaction.hash.toLowerCase(),
      logIndex: -1,
      blockNumber: number,
      blockHash: block.hash.toLowerCase(),
      txIndex: Number(BigInt(transaction.transactionIndex)),
      minedAt: minedAt(number),
      fromAddress: transaction.from.toLowerCase(),
      toAddress: (transaction.to ?? receipt.contractAddress ?? zeroAddress).toLowerCase(),
      tokenAddress: null,
      amount: BigInt(transaction.value).toString(),
      status: receipt.status === '0x1' ? 'confirmed' : 'failed',
    })
  }

  for (const log of rawLogs[0] as RpcLog[]) {
    if (log.removed === true) throw fail('a log of the range was removed while reading')
    const number = Number(BigInt(log.blockNumber))
    const blockHash = log.blockHash.toLowerCase()
    if (byNumber.get(number)?.hash.toLowerCase() !== blockHash)
      throw fail(`logs of block ${number} belong to another block hash`)
    if (log.topics.length !== 3 || !/^0x[0-9a-fA-F]{64}$/.test(log.data)) continue
    transfers.push({
      chainId: caipNetworkId,
      txHash: log.transactionHash.toLowerCase(),
      logIndex: Number(BigInt(log.logIndex)),
      blockNumber: number,
      blockHash,
      txIndex: Number(BigInt(log.transactionIndex)),
      minedAt: minedAt(number),
      fromAddress: topicAddress(log.topics[1] as string),
      toAddress: topicAddress(log.topics[2] as string),
      tokenAddress: log.address.toLowerCase(),
      amount: BigInt(log.data).toString(),
      status: 'confirmed',
    })
  }
  return { blocks: headers, breaks, transfers }
}
