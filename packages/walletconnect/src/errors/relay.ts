import { BaseError } from '@portico/core'

const docsPath = 'walletconnect.md#relay-client'

/**
 * The relay socket is not open and will not open: the client was closed, or it gave up
 * reconnecting. SPEC §8 socket error.
 *
 * @example
 * await relay.close()
 * await relay.publish(topic, message, { ttl: 300, tag: 1108 }) // throws SocketNotReadyError
 */
export class SocketNotReadyError extends BaseError {
  override name = 'SocketNotReadyError'

  constructor(details?: string, cause?: unknown) {
    super('socket not ready', { details, docsPath, cause })
  }
}

/** The relay did not answer a request in time. SPEC §8 socket error. */
export class ReplyTimeoutError extends BaseError {
  override name = 'ReplyTimeoutError'
  readonly method: string

  constructor(method: string, timeout: number) {
    super('reply timeout', { details: `${method} got no answer within ${timeout} ms`, docsPath })
    this.method = method
  }
}

/** The relay answered a request with a JSON-RPC error. */
export class RelayRequestError extends BaseError {
  override name = 'RelayRequestError'
  readonly code: number
  readonly method: string

  constructor(method: string, error: { code: number; message: string }) {
    super('Relay request failed', {
      details: `${method}: ${error.message} (${error.code})`,
      docsPath,
    })
    this.code = error.code
    this.method = method
  }
}

/** The relay client was given bad options or parameters, or the relay sent an unreadable frame. */
export class InvalidRelayInputError extends BaseError {
  override name = 'InvalidRelayInputError'

  constructor(problem: string) {
    super(`Invalid relay input: ${problem}`, { docsPath })
  }
}
