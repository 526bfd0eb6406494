import { z } from 'zod'

/** JSON-RPC 2.0 error codes the gateway answers with. */
export const jsonRpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Server-defined: the projectId is missing or unknown. */
  unauthorized: -32001,
  /** EIP-1474 "Limit exceeded": the client or project is over its rate limit. */
  limitExceeded: -32005,
} as const

export type JsonRpcId = string | number | null

/** A JSON-RPC 2.0 request as the gateway accepts it. */
export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  id: z.union([z.string().max(256), z.number(), z.null()]).optional(),
})

export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>

export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcErrorObject }

/**
 * Builds a JSON-RPC 2.0 error response.
 *
 * @example
 * jsonRpcError(1, jsonRpcErrorCodes.methodNotFound, 'Requested RPC call is not allowed')
 * // { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Requested RPC call is not allowed' } }
 */
export function jsonRpcError(id: JsonRpcId, code: number, message: string): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

/** The id to answer an item with: its own id when it is a valid one, else null. */
export function answerId(item: unknown): JsonRpcId {
  const id = (item as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}
