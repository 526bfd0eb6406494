import { BaseError, type BaseErrorParameters } from './base'
import { messageOf } from './messageOf'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when an action needs the connected account and there is none. Short message (SPEC): `No ActiveCaipAddress found`.
 *
 * @example
 * throw new NoActiveCaipAddressError()
 */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'
  constructor(parameters: ErrorParameters = {}) {
    super('No ActiveCaipAddress found', { docsPath: 'errors.md#connection', ...parameters })
  }
}

/**
 * Thrown when an action needs the active network and its client. Short message (SPEC): `No ActiveCaipNetwork or client found`.
 *
 * @example
 * throw new NoActiveCaipNetworkError()
 */
export class NoActiveCaipNetworkError extends BaseError {
  override name = 'NoActiveCaipNetworkError'
  constructor(parameters: ErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', {
      docsPath: 'errors.md#connection',
      ...parameters,
    })
  }
}

/**
 * Thrown when the connection store has no client to act through. Short message (SPEC): `No ConnectionController client found`.
 *
 * @example
 * throw new NoConnectionClientError()
 */
export class NoConnectionClientError extends BaseError {
  override name = 'NoConnectionClientError'
  constructor(parameters: ErrorParameters = {}) {
    super('No ConnectionController client found', {
      docsPath: 'errors.md#connection',
      ...parameters,
    })
  }
}

/**
 * Thrown when the connection store is used before its client is set. Short message (SPEC): `ConnectionController client not set`.
 *
 * @example
 * throw new ConnectionClientNotSetError()
 */
export class ConnectionClientNotSetError extends BaseError {
  override name = 'ConnectionClientNotSetError'
  constructor(parameters: ErrorParameters = {}) {
    super('ConnectionController client not set', {
      docsPath: 'errors.md#connection',
      ...parameters,
    })
  }
}

/**
 * Thrown when disconnecting fails; the cause holds the per-chain failures. Short message (SPEC): `Failed to disconnect`.
 *
 * @example
 * throw new DisconnectError()
 */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(parameters: ErrorParameters = {}) {
    super('Failed to disconnect', { docsPath: 'errors.md#connection', ...parameters })
  }
}

/**
 * Thrown when no adapter is registered for a namespace. Short message (SPEC): `Chain adapter not found`.
 *
 * @example
 * throw new ChainAdapterNotFoundError()
 */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('Chain adapter not found', { docsPath: 'errors.md#connection', ...parameters })
  }
}

/**
 * Thrown when an embedded-wallet action runs without an address or auth connector. Short message (SPEC): `Address or auth connector not found`.
 *
 * @example
 * throw new AuthConnectorNotFoundError()
 */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('Address or auth connector not found', {
      docsPath: 'errors.md#connection',
      ...parameters,
    })
  }
}

/** Parameters of {@link DisconnectChainError}. */
export type DisconnectChainErrorParameters = ErrorParameters & {
  /** The namespace (or chain) that failed to disconnect. */
  chain: string
}

/**
 * One namespace failed to disconnect: `Failed to disconnect chain {chain}: {cause's message}`.
 *
 * @example
 * new DisconnectChainError({ chain: 'eip155', cause: new Error('socket closed') }).shortMessage
 * // 'Failed to disconnect chain eip155: socket closed'
 */
export class DisconnectChainError extends BaseError {
  override name = 'DisconnectChainError'
  readonly chain: string
  constructor(parameters: DisconnectChainErrorParameters) {
    const { chain, ...rest } = parameters
    super(`Failed to disconnect chain ${chain}: ${messageOf(rest.cause)}`, {
      docsPath: 'errors.md#connection',
      ...rest,
    })
    this.chain = chain
  }
}

/**
 * The user rejected the connection request in the wallet (EIP-1193 code 4001, or a Wallet
 * Standard wallet's rejection). Short message: `Connection declined`. Thrown by every adapter.
 *
 * @example
 * throw new ConnectionDeclinedError({ cause })
 */
export class ConnectionDeclinedError extends BaseError {
  override name = 'ConnectionDeclinedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Connection declined', { docsPath: 'getting-started.md', ...parameters })
  }
}
