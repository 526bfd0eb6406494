import { BaseError } from '@portico/core'

const docsPath = 'walletconnect.md#relay'

/**
 * The relay refused a WebSocket upgrade (HTTP `status`, before any frame): bad or missing auth
 * token, token for another relay, expired, or unknown project.
 *
 * @example
 * throw new RelayRefusedError(401, 'Unknown projectId: nope')
 */
export class RelayRefusedError extends BaseError {
  override name = 'RelayRefusedError'
  readonly status: number

  constructor(status: number, message: string, cause?: unknown) {
    super(message, { docsPath, cause })
    this.status = status
  }
}

/** JSON-RPC error codes the relay answers with (docs/walletconnect.md#relay). */
export const relayErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** A message is over the size limit. */
  messageTooLarge: -32010,
  /** The connection would hold more topics than allowed. */
  tooManyTopics: -32011,
  /** The connection publishes faster than its rate limit. */
  rateLimited: -32012,
} as const

/**
 * A relay request the relay answers with a JSON-RPC error (`code`, `message`).
 *
 * @example
 * throw new RelayRpcError(relayErrorCodes.tooManyTopics, 'Too many topics: the limit is 1000 per connection')
 */
export class RelayRpcError extends BaseError {
  override name = 'RelayRpcError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message, { docsPath })
    this.code = code
  }
}
