import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a Solana wallet does not connect. Short message (SPEC): `Failed to connect to the wallet`.
 *
 * @example
 * throw new SolanaConnectError()
 */
export class SolanaConnectError extends BaseError {
  override name = 'SolanaConnectError'
  constructor(parameters: ErrorParameters = {}) {
    super('Failed to connect to the wallet', { docsPath: 'errors.md#solana', ...parameters })
  }
}

/**
 * Thrown when a Solana action needs a connected wallet. Short message (SPEC): `Wallet not connected`.
 *
 * @example
 * throw new WalletNotConnectedError()
 */
export class WalletNotConnectedError extends BaseError {
  override name = 'WalletNotConnectedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Wallet not connected', { docsPath: 'errors.md#solana', ...parameters })
  }
}

/**
 * Thrown when no Solana provider is available. Short message (SPEC): `Provider not found`.
 *
 * @example
 * throw new ProviderNotFoundError()
 */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('Provider not found', { docsPath: 'errors.md#solana', ...parameters })
  }
}

/**
 * Thrown when a Solana chain id is not mainnet, testnet or devnet. Short message (SPEC): `Invalid chain id`.
 *
 * @example
 * throw new InvalidChainIdError()
 */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(parameters: ErrorParameters = {}) {
    super('Invalid chain id', { docsPath: 'errors.md#solana', ...parameters })
  }
}

/**
 * A Wallet Standard wallet lacks a feature: `The wallet does not support the "{feature}" feature`.
 *
 * @example
 * throw new WalletFeatureNotSupportedError({ feature: 'solana:signTransaction' })
 */
export class WalletFeatureNotSupportedError extends BaseError {
  override name = 'WalletFeatureNotSupportedError'
  readonly feature: string
  constructor(parameters: ErrorParameters & { feature: string }) {
    const { feature, ...rest } = parameters
    super(`The wallet does not support the "${feature}" feature`, {
      docsPath: 'errors.md#solana',
      ...rest,
    })
    this.feature = feature
  }
}

/**
 * A Wallet Standard call returned no result: `The wallet returned an empty result for {operation}`.
 *
 * @example
 * throw new WalletEmptyResultError({ operation: 'signMessage' })
 */
export class WalletEmptyResultError extends BaseError {
  override name = 'WalletEmptyResultError'
  readonly operation: 'signMessage' | 'signTransaction' | 'sendTransaction'
  constructor(
    parameters: ErrorParameters & {
      operation: 'signMessage' | 'signTransaction' | 'sendTransaction'
    },
  ) {
    const { operation, ...rest } = parameters
    super(`The wallet returned an empty result for ${operation}`, {
      docsPath: 'errors.md#solana',
      ...rest,
    })
    this.operation = operation
  }
}
