export type ClassifyRpcErrorParameters = {
  /** The node's error message (or a thrown error's). */
  message: string
  /** The JSON-RPC error code, when the node gave one. */
  code?: number | undefined
}

/**
 * `range`: the node refuses the call's block range or result size (split it and try again);
 * `missing`: the node does not offer the method; `other`: anything else (retry later).
 */
export type ClassifyRpcErrorReturnType = 'range' | 'missing' | 'other'

// Geth/Erigon/Reth "block range too large", Infura -32005 "query returned more than 10000
// results", Alchemy "Log response size exceeded", QuickNode "eth_getLogs is limited to a 10000
// range", nodes timing out on a wide query.
const rangePattern =
  /range|too many|more than \d+ results|results? (limit|exceeded)|limit(ed)? (exceeded|to)|exceed|too large|response size|timed? ?out/i
const missingPattern =
  /method not found|does not exist|not available|not supported|unsupported method|unknown method|not implemented/i

/**
 * Tells what a failed backfill call means: a range the node refuses (code -32005 or its usual
 * messages), a method it does not offer (-32601 or its usual messages), or another failure.
 *
 * @example
 * classifyRpcError({ message: 'query returned more than 10000 results', code: -32005 }) // 'range'
 * classifyRpcError({ message: 'Method not found', code: -32601 }) // 'missing'
 */
export function classifyRpcError(
  parameters: ClassifyRpcErrorParameters,
): ClassifyRpcErrorReturnType {
  const { message, code } = parameters
  if (code === -32601 || missingPattern.test(message)) return 'missing'
  if (code === -32005 || rangePattern.test(message)) return 'range'
  return 'other'
}
