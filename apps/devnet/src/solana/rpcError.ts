/** A JSON-RPC error answer (`{ code, message, data }`), thrown by handlers and the chain. */
export class RpcError extends Error {
  override name = 'RpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** -32602 Invalid params, with a reason. */
export const invalidParams = (reason: string) => new RpcError(-32602, `Invalid params: ${reason}`)
