import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when sign-in could not start. Short message (SPEC): `A problem occurred while trying initialize authentication`.
 *
 * @example
 * throw new SiwxInitializationError()
 */
export class SiwxInitializationError extends BaseError {
  override name = 'SiwxInitializationError'
  constructor(parameters: ErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', {
      docsPath: 'errors.md#siwx',
      ...parameters,
    })
  }
}

/**
 * Thrown when the wallet refused to sign the sign-in message. Short message (SPEC): `Signature declined`.
 *
 * @example
 * throw new SignatureDeclinedError()
 */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Signature declined', { docsPath: 'errors.md#siwx', ...parameters })
  }
}

/**
 * Thrown when a sign-in action runs while sign-in is off. Short message (SPEC): `SIWX is not enabled`.
 *
 * @example
 * throw new SiwxNotEnabledError()
 */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters: ErrorParameters = {}) {
    super('SIWX is not enabled', { docsPath: 'errors.md#siwx', ...parameters })
  }
}
