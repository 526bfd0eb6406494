import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when gas price is asked for an unsupported network. Short message (SPEC): `Network not supported for Gas Price`.
 *
 * @example
 * throw new GasPriceNetworkUnsupportedError()
 */
export class GasPriceNetworkUnsupportedError extends BaseError {
  override name = 'GasPriceNetworkUnsupportedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Network not supported for Gas Price', { docsPath: 'errors.md#swap', ...parameters })
  }
}

/**
 * Thrown when a swap is asked on an unsupported network. Short message (SPEC): `Network not supported for Swaps`.
 *
 * @example
 * throw new SwapNetworkUnsupportedError()
 */
export class SwapNetworkUnsupportedError extends BaseError {
  override name = 'SwapNetworkUnsupportedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Network not supported for Swaps', { docsPath: 'errors.md#swap', ...parameters })
  }
}
