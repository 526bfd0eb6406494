import { BaseError, type BaseErrorParameters } from './base'
import { userMessages } from './messages'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when an RPC request to the wallet frame is aborted. Short message (SPEC): `Request was aborted`.
 *
 * @example
 * throw new RequestAbortedError()
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Request was aborted', { docsPath: 'errors.md#rpc', ...parameters })
  }
}

/** Parameters of {@link RpcMethodNotAllowedError}. */
export type RpcMethodNotAllowedErrorParameters = ErrorParameters & { method: string }

/**
 * A wallet RPC method in neither the safe nor the unsafe list: `Requested RPC call is not allowed`
 * (the UI shows `uiMessage`, `Action not allowed`).
 *
 * @example
 * throw new RpcMethodNotAllowedError({ method: 'eth_sign' })
 */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  readonly method: string
  /** What the UI shows: `Action not allowed`. */
  readonly uiMessage = userMessages.actionNotAllowed
  constructor(parameters: RpcMethodNotAllowedErrorParameters) {
    const { method, ...rest } = parameters
    super('Requested RPC call is not allowed', {
      details: `Method: ${method}`,
      docsPath: 'errors.md#rpc',
      ...rest,
    })
    this.method = method
  }
}

/** Parameters of {@link InvalidSendCallsError}. */
export type InvalidSendCallsErrorParameters = ErrorParameters & { reason: string }

/**
 * A `wallet_sendCalls` request whose calls are malformed (`to` and `data` must start with 0x).
 *
 * @example
 * throw new InvalidSendCallsError({ reason: "calls[0].to must start with 0x" })
 */
export class InvalidSendCallsError extends BaseError {
  override name = 'InvalidSendCallsError'
  readonly reason: string
  constructor(parameters: InvalidSendCallsErrorParameters) {
    const { reason, ...rest } = parameters
    super('Invalid wallet_sendCalls request', {
      details: reason,
      docsPath: 'errors.md#rpc',
      ...rest,
    })
    this.reason = reason
  }
}
