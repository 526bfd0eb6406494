import { BaseError, type BaseErrorParameters } from '@portico/core'

/**
 * A wallet answered `solana_signAllTransactions` with something else than one signed transaction
 * (base64) per transaction asked. Short message (SPEC §8): `Invalid solana_signAllTransactions response`.
 * Here, not in core, so that only WalletConnect's Solana entry carries it.
 *
 * @example
 * throw new SignAllTransactionsResponseError({ details: 'asked to sign 2, got {"transactions":[…]}' })
 */
export class SignAllTransactionsResponseError extends BaseError {
  override name = 'SignAllTransactionsResponseError'
  constructor(parameters: Omit<BaseErrorParameters, 'docsPath'> = {}) {
    super('Invalid solana_signAllTransactions response', {
      docsPath: 'errors.md#solana',
      ...parameters,
    })
  }
}
