import { BaseError, type BaseErrorParameters } from './base'

// Errors of any chain adapter (SPEC lists them with Solana's; the EVM adapter throws them too).
// A file of their own: the EVM adapter is in the first load, and a module shared with the lazy
// Solana adapter would bring every Solana error into the first load with it.

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a network has no RPC URL. Short message (SPEC): `RPC URL not found for chainId`.
 *
 * @example
 * throw new RpcUrlNotFoundError()
 */
export class RpcUrlNotFoundError extends BaseError {
  override name = 'RpcUrlNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('RPC URL not found for chainId', { docsPath: 'errors.md#solana', ...parameters })
  }
}

/**
 * Thrown when the wallet reports no account. Short message (SPEC): `Account not found`.
 *
 * @example
 * throw new AccountNotFoundError()
 */
export class AccountNotFoundError extends BaseError {
  override name = 'AccountNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('Account not found', { docsPath: 'errors.md#solana', ...parameters })
  }
}
