import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a balance cannot be fetched (unsupported network or a failure); retries are then blocked for 30 s. Short message (SPEC): `Token Balance Unavailable`.
 *
 * @example
 * throw new BalanceUnavailableError()
 */
export class BalanceUnavailableError extends BaseError {
  override name = 'BalanceUnavailableError'
  constructor(parameters: ErrorParameters = {}) {
    super('Token Balance Unavailable', { docsPath: 'errors.md#balance', ...parameters })
  }
}
