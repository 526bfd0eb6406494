import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when switching to a smart account fails. Short message (SPEC): `This application might not support Smart Accounts`.
 *
 * @example
 * throw new SmartAccountUnsupportedError()
 */
export class SmartAccountUnsupportedError extends BaseError {
  override name = 'SmartAccountUnsupportedError'
  constructor(parameters: ErrorParameters = {}) {
    super('This application might not support Smart Accounts', {
      docsPath: 'errors.md#account',
      ...parameters,
    })
  }
}
