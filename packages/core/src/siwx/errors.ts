import { BaseError } from '../errors/base'

/** The fields of a sign-in message, as named in {@link SiwxMessageData} (plus the whole message). */
export type SiwxMessageField =
  | 'message'
  | 'domain'
  | 'scheme'
  | 'accountAddress'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources'

/**
 * Thrown when a sign-in message (text or data) breaks EIP-4361 / CAIP-122. `field` names the
 * offending part; the message says what is wrong with it.
 *
 * @example
 * throw new InvalidSiwxMessageError('nonce', 'must be at least 8 letters or digits')
 * // message: 'Invalid sign-in message: nonce must be at least 8 letters or digits'
 */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError'
  /** The part of the message that is wrong. */
  readonly field: SiwxMessageField

  constructor(field: SiwxMessageField, reason: string) {
    super(`Invalid sign-in message: ${field === 'message' ? '' : `${field} `}${reason}`, {
      docsPath: 'sign-in.md#message-format',
    })
    this.field = field
  }
}
