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
