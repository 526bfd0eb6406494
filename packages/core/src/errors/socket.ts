import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a call is made before the socket is open. Short message (SPEC): `socket not ready`.
 *
 * @example
 * throw new SocketNotReadyError()
 */
export class SocketNotReadyError extends BaseError {
  override name = 'SocketNotReadyError'
  constructor(parameters: ErrorParameters = {}) {
    super('socket not ready', { docsPath: 'errors.md#socket', ...parameters })
  }
}

/**
 * Thrown when the server does not reply in time. Short message (SPEC): `reply timeout`.
 *
 * @example
 * throw new ReplyTimeoutError()
 */
export class ReplyTimeoutError extends BaseError {
  override name = 'ReplyTimeoutError'
  constructor(parameters: ErrorParameters = {}) {
    super('reply timeout', { docsPath: 'errors.md#socket', ...parameters })
  }
}

/**
 * Thrown when rpc.login returns nothing. Short message (SPEC): `authentication failed`.
 *
 * @example
 * throw new SocketAuthenticationError()
 */
export class SocketAuthenticationError extends BaseError {
  override name = 'SocketAuthenticationError'
  constructor(parameters: ErrorParameters = {}) {
    super('authentication failed', { docsPath: 'errors.md#socket', ...parameters })
  }
}
