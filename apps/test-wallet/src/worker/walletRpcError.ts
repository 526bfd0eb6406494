import { BaseError } from '@portico/core'
import type { SerializedRpcError } from '../messages'

/** EIP-1193 / EIP-1474 error codes the test wallet answers with. */
export const rpcErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
} as const

/** Parameters of {@link WalletRpcError}. */
export type WalletRpcErrorParameters = { data?: unknown; cause?: unknown }

/**
 * An EIP-1193 provider error: a numeric `code` and a short message.
 *
 * @example
 * throw new WalletRpcError(4001, 'User rejected the request.')
 */
export class WalletRpcError extends BaseError {
  override name = 'WalletRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, parameters: WalletRpcErrorParameters = {}) {
    super(message, { cause: parameters.cause })
    this.code = code
    this.data = parameters.data
  }

  /** The plain shape sent across `postMessage` and extension messaging. */
  toJSON(): SerializedRpcError {
    return this.data === undefined
      ? { code: this.code, message: this.shortMessage }
      : { code: this.code, message: this.shortMessage, data: this.data }
  }
}

/** Turns anything thrown while serving a request into the wire shape. */
export function serializeRpcError(error: unknown): SerializedRpcError {
  if (error instanceof WalletRpcError) return error.toJSON()
  const code = (error as { code?: unknown })?.code
  const message =
    (error as { shortMessage?: unknown })?.shortMessage ?? (error as { message?: unknown })?.message
  return {
    code: typeof code === 'number' ? code : rpcErrorCodes.internal,
    message: typeof message === 'string' ? message : 'Internal error',
  }
}
