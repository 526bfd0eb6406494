import type { ChainRpc, ChainRpcAnswer } from '../createChainRpc'
import { HistoryRpcError } from '../errors'
import { type TransferRow, transferTopic } from '../readBlockRange'
import { classifyRpcError } from './classifyRpcError'

export type ReadBackfillChunkParameters = {
  rpc: ChainRpc
  caipNetworkId: string
  /** The account (lower-case `0x…`). */
  address: string
  /** `logs`: ERC-20 `Transfer` logs from or to the account; `trace_filter`: its native transfers. */
  kind: 'logs' | 'trace_filter'
  /** First block, included. */
  from: number
  /** Last block, included. */
  to: number
}

/** The transfers of the range, or why the node refused it (`range`: split it; `missing`: no such method). */
export type ReadBackfillChunkReturnType =
  | { transfers: TransferRow[] }
  | { refused: 'range' | 'missing'; reason: string }

type RpcLog = {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  blockHash: string
  transactionHash: string
  transactionIndex: string
  logIndex: string
}
type RpcTrace = {
  type: string
  action: { from?: string; to?: string | null; value?: string; callType?: string }
  result?: { address?: string } | null
  error?: string
  blockHash: string
  blockNumber: number
  traceAddress: number[]
  transactionHash: string | null
  transactionPosition: number | null
}

const hex = (value: number) => `0x${value.toString(16)}`
const zeroAddress = '0x0000000000000000000000000000000000000000'
const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase()
const padded = (address: string) => `0x${address.slice(2).padStart(64, '0')}`

/** The first refused answer, if any. */
function refusal(caipNetworkId: string, method: string, answers: ChainRpcAnswer[]) {
  for (const answer of answers) {
    if (!('error' in answer)) continue
    const kind = classifyRpcError({ message: answer.error, code: answer.code })
    if (kind === 'other') throw new HistoryRpcError(caipNetworkId, `${method}: ${answer.error}`)
    return { refused: kind, reason: `${method}: ${answer.error}` } as const
  }
  return undefined
}

/**
 * Reads one chunk of an account's backfill: the ERC-20 `Transfer` logs with the account as `from`
 * or `to` topic (two `eth_getLogs` calls in one batch), or the native value its transactions moved
 * (`trace_filter` by `fromAddress`, then by `toAddress`; only a transaction's own call or create,
 * like the indexer: a reverted one is `failed`), with each block's time. A refused range or a
 * missing method is answered, not thrown; a node that fails otherwise, or a timeout, throws
 * {@link HistoryRpcError} (a timeout with `range` in its reason is answered as a refused range).
 *
 * @example
 * const chunk = await readBackfillChunk({ rpc, caipNetworkId: 'eip155:1', address, kind: 'logs', from: 0, to: 9999 })
 * if ('refused' in chunk) // split the range
 */
export async function readBackfillChunk(
  parameters: ReadBackfillChunkParameters,
): Promise<ReadBackfillChunkReturnType> {
  const { rpc, caipNetworkId, address, kind, from, to } = parameters
  const range = { fromBlock: hex(from), toBlock: hex(to) }
  const method = kind === 'logs' ? 'eth_getLogs' : 'trace_filter'
  const calls =
    kind === 'logs'
      ? [
          { method, params: [{ ...range, topics: [transferTopic, padded(address)] }] },
          { method, params: [{ ...range, topics: [transferTopic, null, padded(address)] }] },
        ]
      : [
          { method, params: [{ ...range, fromAddress: [address] }] },
          { method, params: [{ ...range, toAddress: [address] }] },
        ]
  let answers: ChainRpcAnswer[]
  try {
    answers = await rpc.batch(calls)
  } catch (error) {
    // A node that times out on a wide range: a smaller one may pass.
    const details = (error as { details?: unknown }).details
    if (typeof details === 'string' && /timed? ?out/i.test(details))
      return { refused: 'range', reason: details }
    throw error
  }
  const refused = refusal(caipNetworkId, method, answers)
  if (refused !== undefined) return refused
  const results = answers.flatMap((answer) =>
    'result' in answer && Array.isArray(answer.result) ? answer.result : [],
  )

  const found: (Omit<TransferRow, 'minedAt' | 'blockHash'> & { blockHash: string })[] = []
  if (kind === 'logs')
    for (const log of results as RpcLog[]) {
      if (log.topics.length !== 3 || !/^0x[0-9a-fA-F]{64}$/.test(log.data)) continue
      found.push({
        chainId: caipNetworkId,
        txHash: log.transactionHash.toLowerCase(),
        logIndex: Number(BigInt(log.logIndex)),
        blockNumber: Number(BigInt(log.blockNumber)),
        blockHash: log.blockHash.toLowerCase(),
        txIndex: Number(BigInt(log.transactionIndex)),
        fromAddress: topicAddress(log.topics[1] as string),
        toAddress: topicAddress(log.topics[2] as string),
        tokenAddress: log.address.toLowerCase(),
        amount: BigInt(log.data).toString(),
        status: 'confirmed',
      })
    }
  else
    for (const trace of results as RpcTrace[]) {
      const value = BigInt(trace.action.value ?? '0x0')
      const own = trace.traceAddress.length === 0 && trace.transactionHash !== null
      const moves =
        trace.type === 'create' ||
        (trace.type === 'call' && (trace.action.callType ?? 'call') === 'call')
      if (!own || !moves || value === 0n) continue
      const toAddress =
        trace.type === 'create'
          ? (trace.result?.address ?? zeroAddress)
          : (trace.action.to ?? zeroAddress)
      found.push({
        chainId: caipNetworkId,
        txHash: (trace.transactionHash as string).toLowerCase(),
        logIndex: -1,
        blockNumber: trace.blockNumber,
        blockHash: trace.blockHash.toLowerCase(),
        txIndex: trace.transactionPosition ?? 0,
        fromAddress: (trace.action.from ?? zeroAddress).toLowerCase(),
        toAddress: toAddress.toLowerCase(),
        tokenAddress: null,
        amount: value.toString(),
        status: trace.error === undefined ? 'confirmed' : 'failed',
      })
    }

  // Each block's time (and a check that the node still has the block the rows name).
  const numbers = [...new Set(found.map((row) => row.blockNumber))]
  const blocks = (await rpc.results(
    numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [hex(number), false] })),
  )) as ({ hash: string; timestamp: string } | null)[]
  const byNumber = new Map(numbers.map((number, index) => [number, blocks[index]]))
  const transfers = new Map<string, TransferRow>()
  for (const row of found) {
    const block = byNumber.get(row.blockNumber)
    if (block == null || block.hash.toLowerCase() !== row.blockHash)
      throw new HistoryRpcError(caipNetworkId, `block ${row.blockNumber} changed while being read`)
    // A self-transfer comes in both answers: once.
    transfers.set(`${row.txHash}/${row.logIndex}`, {
      ...row,
      minedAt: new Date(Number(BigInt(block.timestamp)) * 1000),
    })
  }
  return { transfers: [...transfers.values()] }
}
