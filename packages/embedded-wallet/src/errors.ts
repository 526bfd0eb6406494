import { BaseError, type BaseErrorParameters } from '@portico/core'

/** Parameters of the embedded wallet's errors: what went wrong, in the words the app shows. */
export type EmbeddedWalletErrorParameters = Omit<BaseErrorParameters, 'docsPath'> & {
  reason: string
}

/**
 * The frame has no usable session or keys for the request: not signed in, no key share on this
 * browser, or shares that rebuild another account. The app shows the reason (`Not signed in`).
 *
 * @example
 * throw new FrameSessionError({ reason: 'Not signed in' })
 */
export class FrameSessionError extends BaseError {
  override name = 'FrameSessionError'
  constructor({ reason, ...parameters }: EmbeddedWalletErrorParameters) {
    super(reason, { docsPath: 'errors.md#framesessionerror', ...parameters })
  }
}

/**
 * What the frame was asked to sign cannot be read: bytes that are not a Solana transaction (legacy
 * or v0), one with bytes beyond its message or not signed by this account, typed data that is not
 * an object, an amount that is not a number.
 *
 * @example
 * throw new TransactionDecodeError({ reason: 'This is not a Solana transaction' })
 */
export class TransactionDecodeError extends BaseError {
  override name = 'TransactionDecodeError'
  constructor({ reason, ...parameters }: EmbeddedWalletErrorParameters) {
    super(reason, { docsPath: 'errors.md#transactiondecodeerror', ...parameters })
  }
}

/**
 * A smart-account request failed or cannot be made: a UserOperation that reverted, a contract
 * creation (an account sends only to addresses), a call data that is not the account's.
 *
 * @example
 * throw new SmartAccountError({ reason: 'The transaction reverted' })
 */
export class SmartAccountError extends BaseError {
  override name = 'SmartAccountError'
  constructor({ reason, ...parameters }: EmbeddedWalletErrorParameters) {
    super(reason, { docsPath: 'errors.md#smartaccounterror', ...parameters })
  }
}

/**
 * A social login did not complete in the frame: cancelled, expired, or the server's providers
 * could not be read.
 *
 * @example
 * throw new SocialLoginError({ reason: 'The sign-in was cancelled' })
 */
export class SocialLoginError extends BaseError {
  override name = 'SocialLoginError'
  constructor({ reason, ...parameters }: EmbeddedWalletErrorParameters) {
    super(reason, { docsPath: 'errors.md#socialloginerror', ...parameters })
  }
}

/**
 * A JSON-RPC call the frame made through the gateway was answered with an error (its message and
 * code are the node's), or the frame does not serve the method at all (`Not supported by this
 * wallet`, code 4200 as EIP-1193 says).
 *
 * @example
 * throw new FrameRpcError({ reason: 'execution reverted', code: -32000 })
 */
export class FrameRpcError extends BaseError {
  override name = 'FrameRpcError'
  readonly code: number | undefined
  constructor({ reason, code, ...parameters }: EmbeddedWalletErrorParameters & { code?: number }) {
    super(reason, { docsPath: 'errors.md#framerpcerror', ...parameters })
    this.code = code
  }
}
