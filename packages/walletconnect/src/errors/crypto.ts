import { BaseError } from '@portico/core'

/**
 * A key was not 32 bytes written as 64 hex characters.
 *
 * @example
 * hashKey('abc') // throws InvalidKeyError: Invalid key: expected 32 bytes as 64 hex characters
 */
export class InvalidKeyError extends BaseError {
  override name = 'InvalidKeyError'
  /** Which key was wrong: `symKey`, `privateKey`, `publicKey`, … */
  readonly key: string

  constructor(key: string, details?: string) {
    super(`Invalid ${key}: expected 32 bytes as 64 hex characters`, {
      details,
      docsPath: 'walletconnect.md#crypto',
    })
    this.key = key
  }
}

/**
 * An envelope (the base64 text published on a topic) is not a well-formed type 0 or type 1
 * envelope.
 *
 * @example
 * deserializeEnvelope('AA==') // throws InvalidEnvelopeError: Invalid envelope: too short
 */
export class InvalidEnvelopeError extends BaseError {
  override name = 'InvalidEnvelopeError'

  constructor(problem: string, details?: string) {
    super(`Invalid envelope: ${problem}`, { details, docsPath: 'walletconnect.md#crypto' })
  }
}

/**
 * The envelope was well-formed but did not open with the given key (wrong key or altered bytes).
 *
 * @example
 * decrypt({ symKey: otherKey, encoded }) // throws DecryptionFailedError
 */
export class DecryptionFailedError extends BaseError {
  override name = 'DecryptionFailedError'

  constructor(cause?: unknown) {
    super('Unable to decrypt message', {
      details: 'wrong key or the envelope was altered',
      docsPath: 'walletconnect.md#crypto',
      cause,
    })
  }
}
