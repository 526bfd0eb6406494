import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when an error carries no message Portico can show. Short message (SPEC): `Unknown error`.
 *
 * @example
 * throw new UnknownError()
 */
export class UnknownError extends BaseError {
  override name = 'UnknownError'
  constructor(parameters: ErrorParameters = {}) {
    super('Unknown error', { docsPath: 'errors.md#unknown', ...parameters })
  }
}

/**
 * Thrown when a request other than an RPC call is aborted. Short message (SPEC): `Something went wrong`.
 *
 * @example
 * throw new SomethingWentWrongError()
 */
export class SomethingWentWrongError extends BaseError {
  override name = 'SomethingWentWrongError'
  constructor(parameters: ErrorParameters = {}) {
    super('Something went wrong', { docsPath: 'errors.md#unknown', ...parameters })
  }
}
