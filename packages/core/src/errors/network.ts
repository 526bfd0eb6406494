import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a network id matches no requested network. Short message (SPEC): `Network not found`.
 *
 * @example
 * throw new NetworkNotFoundError()
 */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('Network not found', { docsPath: 'errors.md#network', ...parameters })
  }
}
