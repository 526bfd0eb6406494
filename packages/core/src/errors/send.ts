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

// Portico's own send checks (not in SPEC §8): clear texts shown before any wallet prompt. The
// React kit shows its catalogue's text for each (strings `send.errors`), these are the defaults.

/**
 * The receiver is not an address of the network (for eip155: `0x` + 40 hex, EIP-55 checksum when
 * mixed-case).
 *
 * @example
 * throw new SendReceiverInvalidError({ details: '0x12' })
 */
export class SendReceiverInvalidError extends BaseError {
  override name = 'SendReceiverInvalidError'
  constructor(parameters: ErrorParameters = {}) {
    super('Enter a valid receiver address', { docsPath: 'send-receive.md#errors', ...parameters })
  }
}

/**
 * The amount is not a plain decimal number (e.g. `1.5`).
 *
 * @example
 * throw new SendAmountInvalidError({ details: '1,5' })
 */
export class SendAmountInvalidError extends BaseError {
  override name = 'SendAmountInvalidError'
  constructor(parameters: ErrorParameters = {}) {
    super('Enter the amount as a number, e.g. 1.5', {
      docsPath: 'send-receive.md#errors',
      ...parameters,
    })
  }
}

/**
 * The amount is zero.
 *
 * @example
 * throw new SendAmountZeroError()
 */
export class SendAmountZeroError extends BaseError {
  override name = 'SendAmountZeroError'
  constructor(parameters: ErrorParameters = {}) {
    super('Enter an amount above zero', { docsPath: 'send-receive.md#errors', ...parameters })
  }
}

/**
 * The amount has more decimals than the token.
 *
 * @example
 * throw new SendAmountDecimalsError({ symbol: 'pUSD', decimals: 6 }) // 'pUSD has at most 6 decimals'
 */
export class SendAmountDecimalsError extends BaseError {
  override name = 'SendAmountDecimalsError'
  readonly symbol: string
  readonly decimals: number
  constructor(parameters: ErrorParameters & { symbol: string; decimals: number }) {
    const { symbol, decimals, ...rest } = parameters
    super(`${symbol} has at most ${decimals} decimals`, {
      docsPath: 'send-receive.md#errors',
      ...rest,
    })
    this.symbol = symbol
    this.decimals = decimals
  }
}

/**
 * The amount is above the account's balance of the token.
 *
 * @example
 * throw new SendAmountAboveBalanceError({ symbol: 'ETH' }) // 'The amount is above your ETH balance'
 */
export class SendAmountAboveBalanceError extends BaseError {
  override name = 'SendAmountAboveBalanceError'
  readonly symbol: string
  constructor(parameters: ErrorParameters & { symbol: string }) {
    const { symbol, ...rest } = parameters
    super(`The amount is above your ${symbol} balance`, {
      docsPath: 'send-receive.md#errors',
      ...rest,
    })
    this.symbol = symbol
  }
}

/**
 * The native balance cannot pay the estimated network fee (plus the amount, for a native send).
 *
 * @example
 * throw new SendFeeAboveBalanceError({ symbol: 'ETH' }) // 'Not enough ETH to pay the network fee'
 */
export class SendFeeAboveBalanceError extends BaseError {
  override name = 'SendFeeAboveBalanceError'
  readonly symbol: string
  constructor(parameters: ErrorParameters & { symbol: string }) {
    const { symbol, ...rest } = parameters
    super(`Not enough ${symbol} to pay the network fee`, {
      docsPath: 'send-receive.md#errors',
      ...rest,
    })
    this.symbol = symbol
  }
}

/**
 * The user rejected the transaction in the wallet (EIP-1193 code 4001). Nothing was sent.
 *
 * @example
 * throw new TransactionDeclinedError({ cause })
 */
export class TransactionDeclinedError extends BaseError {
  override name = 'TransactionDeclinedError'
  constructor(parameters: ErrorParameters = {}) {
    super('Transaction declined', { docsPath: 'send-receive.md#errors', ...parameters })
  }
}

/**
 * The transaction was mined but reverted (its fee is spent, the transfer did not happen).
 *
 * @example
 * throw new TransactionFailedError({ hash: '0x…' })
 */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError'
  readonly hash: string
  constructor(parameters: ErrorParameters & { hash: string }) {
    const { hash, ...rest } = parameters
    super('Transaction failed', {
      docsPath: 'send-receive.md#errors',
      details: `transaction ${hash} reverted`,
      ...rest,
    })
    this.hash = hash
  }
}

/** Parameters of {@link SendReceiverNameUnknownError}. */
export type SendReceiverNameUnknownErrorParameters = ErrorParameters & { receiverName: string }

/**
 * The receiver was typed as a name (`alice.portico.id`) that no one has registered.
 *
 * @example
 * throw new SendReceiverNameUnknownError({ receiverName: 'nobody.portico.id' })
 */
export class SendReceiverNameUnknownError extends BaseError {
  override name = 'SendReceiverNameUnknownError'
  readonly receiverName: string
  constructor(parameters: SendReceiverNameUnknownErrorParameters) {
    const { receiverName, ...rest } = parameters
    super(`No account has the name ${receiverName}`, { docsPath: 'errors.md#send', ...rest })
    this.receiverName = receiverName
  }
}
