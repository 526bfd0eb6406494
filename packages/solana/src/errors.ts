import { BaseError, type BaseErrorParameters } from '@portico/core'

type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * The transaction failed in simulation, so it was not offered to the wallet (nothing was signed
 * or spent). `details` holds the chain's error and the last program log lines.
 *
 * @example
 * throw new TransactionSimulationError({ details: '{"InstructionError":[2,…]}' })
 */
export class TransactionSimulationError extends BaseError {
  override name = 'TransactionSimulationError'
  constructor(parameters: ErrorParameters = {}) {
    super('Transaction simulation failed', { docsPath: 'solana.md#kit-adapter', ...parameters })
  }
}

/**
 * The token to send is not an SPL Token or Token-2022 mint on this network.
 *
 * @example
 * throw new TokenMintNotFoundError({ mint: '4Bjq…cizE' })
 */
export class TokenMintNotFoundError extends BaseError {
  override name = 'TokenMintNotFoundError'
  readonly mint: string
  constructor(parameters: ErrorParameters & { mint: string }) {
    const { mint, ...rest } = parameters
    super(`Token mint not found: ${mint}`, { docsPath: 'solana.md#kit-adapter', ...rest })
    this.mint = mint
  }
}

/**
 * `sendTransaction` got EVM-style `data`: a Solana transfer takes none (build the transaction
 * with @solana/kit and pass its bytes to `signAndSendTransaction`).
 *
 * @example
 * throw new TransactionDataNotSupportedError()
 */
export class TransactionDataNotSupportedError extends BaseError {
  override name = 'TransactionDataNotSupportedError'
  constructor(parameters: ErrorParameters = {}) {
    super('A Solana transfer takes no data: use signAndSendTransaction', {
      docsPath: 'solana.md#kit-adapter',
      ...parameters,
    })
  }
}

/**
 * The transaction never landed and its blockhash expired (the chain's block height passed the
 * blockhash's last valid height): it can no longer land and nothing was spent. Send it again.
 *
 * @example
 * throw new TransactionExpiredError({ hash: '5Vf…' })
 */
export class TransactionExpiredError extends BaseError {
  override name = 'TransactionExpiredError'
  readonly hash: string
  constructor(parameters: ErrorParameters & { hash: string }) {
    const { hash, ...rest } = parameters
    super('Transaction expired', {
      docsPath: 'solana.md#kit-adapter',
      details: `transaction ${hash} did not land before its blockhash expired; nothing was spent`,
      ...rest,
    })
    this.hash = hash
  }
}

/**
 * A SOL send to an address that holds nothing yet, of less than the rent-exempt minimum of an
 * account (890,880 lamports): the chain would refuse it. Refused before any prompt.
 *
 * @example
 * throw new ReceiverBelowRentError({ minimum: '0.00089088', symbol: 'SOL' })
 * // 'A new account needs at least 0.00089088 SOL'
 */
export class ReceiverBelowRentError extends BaseError {
  override name = 'ReceiverBelowRentError'
  /** The least amount that can be sent to it, as a decimal of the native token. */
  readonly minimum: string
  constructor(parameters: ErrorParameters & { minimum: string; symbol: string }) {
    const { minimum, symbol, ...rest } = parameters
    super(`A new account needs at least ${minimum} ${symbol}`, {
      docsPath: 'solana.md#kit-adapter',
      ...rest,
    })
    this.minimum = minimum
  }
}
