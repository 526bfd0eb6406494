import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when the transaction history cannot be fetched. Short message (SPEC): `Failed to fetch transactions`.
 *
 * @example
 * throw new FetchTransactionsError()
 */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError'
  constructor(parameters: ErrorParameters = {}) {
    super('Failed to fetch transactions', { docsPath: 'errors.md#transactions', ...parameters })
  }
}

/**
 * Thrown when history is requested with no account address. Short message (SPEC): `Transactions can't be fetched without an accountAddress`.
 *
 * @example
 * throw new TransactionsAccountRequiredError()
 */
export class TransactionsAccountRequiredError extends BaseError {
  override name = 'TransactionsAccountRequiredError'
  constructor(parameters: ErrorParameters = {}) {
    super("Transactions can't be fetched without an accountAddress", {
      docsPath: 'errors.md#transactions',
      ...parameters,
    })
  }
}
