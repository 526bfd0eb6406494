import { forwardRpc } from '../rpc/forwardRpc'

export type CallSolanaRpcParameters = {
  /** The node's URL (credentials become basic auth, never logged). */
  url: string
  /** Calls sent in one HTTP request (a JSON-RPC batch when more than one). */
  calls: readonly { method: string; params?: unknown[] }[]
  timeoutMs: number
  /** Largest answer read, in bytes (default 10 MiB). */
  maxResponseBytes?: number | undefined
}
/** The `result` of each call, in order. */
export type CallSolanaRpcReturnType = unknown[]

/**
 * Calls a Solana node (the gateway's upstream) and returns each call's `result`, or throws an
 * `Error` naming the first failed method with the node's error message (never its URL).
 *
 * @example
 * const [slot] = await callSolanaRpc({ url, calls: [{ method: 'getSlot' }], timeoutMs: 10_000 })
 */
export async function callSolanaRpc(
  parameters: CallSolanaRpcParameters,
): Promise<CallSolanaRpcReturnType> {
  const { url, calls, timeoutMs, maxResponseBytes } = parameters
  const answers = await forwardRpc({
    url,
    requests: calls.map((call, id) => ({ jsonrpc: '2.0' as const, id, ...call })),
    batch: calls.length > 1,
    timeoutMs,
    maxResponseBytes,
  })
  return answers.map((answer, index) => {
    if (answer !== undefined && 'result' in answer) return answer.result
    const reason = answer !== undefined && 'error' in answer ? answer.error.message : 'no answer'
    throw new Error(`${calls[index]?.method} failed: ${reason}`)
  })
}
