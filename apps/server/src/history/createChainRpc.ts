import { forwardRpc } from '../rpc/forwardRpc'
import { HistoryRpcError } from './errors'

/** One JSON-RPC call: a method and its positional parameters. */
export type ChainRpcCall = { method: string; params: unknown[] }

/** One answer: the result, or the node's error message (e.g. a reverted `eth_call`). */
export type ChainRpcAnswer = { result: unknown } | { error: string; code?: number | undefined }

export type CreateChainRpcParameters = {
  caipNetworkId: string
  /** The node's URL (credentials allowed; never put in an error). */
  url: string
  timeoutMs: number
  /** Most calls sent in one HTTP batch. */
  maxBatch?: number | undefined
}

export type ChainRpc = {
  /** Sends calls in batches; answers in order. Throws {@link HistoryRpcError} if the node is down. */
  batch(calls: readonly ChainRpcCall[]): Promise<ChainRpcAnswer[]>
  /** Like `batch` but throws {@link HistoryRpcError} on any per-call error; returns the results. */
  results(calls: readonly ChainRpcCall[]): Promise<unknown[]>
}
export type CreateChainRpcReturnType = ChainRpc

const transportCodes = new Set([-32603])

/**
 * A small JSON-RPC client for the indexer, on the gateway's own `forwardRpc` (same credential
 * handling, timeouts and URL-free errors).
 *
 * @example
 * const rpc = createChainRpc({ caipNetworkId: 'eip155:31337', url, timeoutMs: 10_000 })
 * const [head] = await rpc.results([{ method: 'eth_blockNumber', params: [] }])
 */
export function createChainRpc(parameters: CreateChainRpcParameters): CreateChainRpcReturnType {
  const { caipNetworkId, url, timeoutMs, maxBatch = 100 } = parameters

  async function batch(calls: readonly ChainRpcCall[]): Promise<ChainRpcAnswer[]> {
    const answers: ChainRpcAnswer[] = []
    for (let start = 0; start < calls.length; start += maxBatch) {
      const chunk = calls.slice(start, start + maxBatch)
      // Why the node failed (e.g. `http://***:***@node/ failed (ECONNREFUSED)`), URL redacted.
      let upstreamReason: string | undefined
      const responses = await forwardRpc({
        url,
        requests: chunk.map((call, id) => ({ jsonrpc: '2.0', id, ...call })),
        batch: true,
        timeoutMs,
        onUpstreamError: (description) => {
          upstreamReason = description
        },
      })
      responses.forEach((response, index) => {
        if (response === undefined || 'error' in response) {
          const error = response?.error
          const because = upstreamReason === undefined ? '' : `: ${upstreamReason}`
          const reason = `${chunk[index]?.method}: ${error?.message ?? 'no answer'}${because}`
          // Upstream failures (timeout, network, non-JSON) fail the whole step.
          const upstream =
            error !== undefined &&
            transportCodes.has(error.code) &&
            error.message.startsWith('Upstream RPC request')
          if (error === undefined || upstream) throw new HistoryRpcError(caipNetworkId, reason)
          answers.push({ error: error.message, code: error.code })
        } else answers.push({ result: response.result })
      })
    }
    return answers
  }

  return {
    batch,
    async results(calls) {
      const answers = await batch(calls)
      return answers.map((answer, index) => {
        if ('error' in answer)
          throw new HistoryRpcError(caipNetworkId, `${calls[index]?.method}: ${answer.error}`)
        return answer.result
      })
    },
  }
}
