import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a send is missing its amount or receiver. Short message (SPEC): `An amount and receiver address are required`.
 *
 * @example
 * throw new SendAmountRequiredError()
 */
export class SendAmountRequiredError extends BaseError {
  override name = 'SendAmountRequiredError'
  constructor(parameters: ErrorParameters = {}) {
    super('An amount and receiver address are required', {
      docsPath: 'errors.md#send',
      ...parameters,
    })
  }
}

/**
 * Thrown when a send has no token. Short message (SPEC): `A token is required`.
 *
 * @example
 * throw new SendTokenRequiredError()
 */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError'
  constructor(parameters: ErrorParameters = {}) {
    super('A token is required', { docsPath: 'errors.md#send', ...parameters })
  }
}

/**
 * Thrown when a send is asked on a namespace other than eip155 or solana. Short message (SPEC): `Unsupported chain`.
 *
 * @example
 * throw new UnsupportedChainError()
 */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: ErrorParameters = {}) {
    super('Unsupported chain', { docsPath: 'errors.md#send', ...parameters })
  }
}
