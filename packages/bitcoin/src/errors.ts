import { BaseError, type BaseErrorParameters } from '@portico/core'

type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * An Esplora API request failed: the server answered an error status (its text in `text`: for
 * `POST /tx`, the node's reason for refusing the transaction), the answer was not the expected
 * shape, or the server could not be reached (`status` 0). The URL's query (a project id) is
 * never part of the message.
 *
 * @example
 * throw new BitcoinEsploraError({ path: '/tx', status: 400, text: 'bad-txns-inputs-missingorspent' })
 */
export class BitcoinEsploraError extends BaseError {
  override name = 'BitcoinEsploraError'
  /** The HTTP status, 0 when no answer came. */
  readonly status: number
  /** The server's answer (text), or what was wrong with it. */
  readonly text: string
  /** The Esplora path asked, e.g. `/address/bcrt1q…/utxo`. */
  readonly path: string
  constructor(parameters: ErrorParameters & { path: string; status: number; text: string }) {
    const { path, status, text, ...rest } = parameters
    super(status ? `Esplora request failed with status ${status}` : 'Esplora request failed', {
      docsPath: 'bitcoin.md#errors',
      details: `${path}: ${text}`,
      ...rest,
    })
    this.status = status
    this.text = text
    this.path = path
  }
}

/**
 * The amount is below the dust limit: the network does not relay an output this small.
 *
 * @example
 * throw new AmountBelowDustError({ minimum: '0.00000546', symbol: 'BTC' })
 * // 'Send at least 0.00000546 BTC'
 */
export class AmountBelowDustError extends BaseError {
  override name = 'AmountBelowDustError'
  /** The least amount that can be sent, as a decimal of the native token. */
  readonly minimum: string
  constructor(parameters: ErrorParameters & { minimum: string; symbol: string }) {
    const { minimum, symbol, ...rest } = parameters
    super(`Send at least ${minimum} ${symbol}`, {
      docsPath: 'bitcoin.md#errors',
      details: 'smaller outputs are dust: Bitcoin nodes do not relay them',
      ...rest,
    })
    this.minimum = minimum
  }
}

/**
 * A Bitcoin send names a token or carries data: only the native coin (BTC) is sent, as one
 * payment output.
 *
 * @example
 * throw new BitcoinNativeOnlyError({ details: 'token 0xabc' })
 */
export class BitcoinNativeOnlyError extends BaseError {
  override name = 'BitcoinNativeOnlyError'
  constructor(parameters: ErrorParameters = {}) {
    super('Only BTC can be sent on Bitcoin: no token, no data', {
      docsPath: 'bitcoin.md#errors',
      ...parameters,
    })
  }
}

/**
 * The wallet's account is of an address type this kit cannot spend from (P2WPKH, P2SH-P2WPKH
 * and P2TR key path are supported), or its public key does not match its address.
 *
 * @example
 * throw new UnsupportedAddressError({ address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' })
 */
export class UnsupportedAddressError extends BaseError {
  override name = 'UnsupportedAddressError'
  readonly address: string
  constructor(parameters: ErrorParameters & { address: string }) {
    const { address, ...rest } = parameters
    super('This wallet account cannot pay from its address type', {
      docsPath: 'bitcoin.md#errors',
      details: `${address}: only P2WPKH, P2SH-P2WPKH and P2TR (key path) accounts whose public key matches`,
      ...rest,
    })
    this.address = address
  }
}

/**
 * The wallet returned a signed PSBT whose transaction differs from the one it was asked to sign
 * (other inputs or outputs): it is not sent.
 *
 * @example
 * throw new SignedTransactionMismatchError()
 */
export class SignedTransactionMismatchError extends BaseError {
  override name = 'SignedTransactionMismatchError'
  constructor(parameters: ErrorParameters = {}) {
    super('The wallet changed the transaction it was asked to sign', {
      docsPath: 'bitcoin.md#errors',
      ...parameters,
    })
  }
}
