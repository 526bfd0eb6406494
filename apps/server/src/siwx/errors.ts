import { BaseError } from '@portico/core'

/** Why the server refused a sign-in request; each maps to one HTTP status. */
export type SiwxRefusalReason =
  | 'invalid-message'
  | 'invalid-cacao'
  | 'unknown-project'
  | 'origin-not-allowed'
  | 'domain-not-allowed'
  | 'uri-not-allowed'
  | 'chain-not-supported'
  | 'expired'
  | 'not-yet-valid'
  | 'unknown-nonce'
  | 'nonce-used'
  | 'nonce-expired'
  | 'nonce-other-project'
  | 'invalid-signature'
  | 'address-not-supported'
  | 'no-session'
  | 'session-not-found'

const statusOf: Record<SiwxRefusalReason, number> = {
  'invalid-message': 400,
  'invalid-cacao': 400,
  'unknown-project': 401,
  'origin-not-allowed': 403,
  'domain-not-allowed': 403,
  'uri-not-allowed': 403,
  'chain-not-supported': 400,
  expired: 401,
  'not-yet-valid': 401,
  'unknown-nonce': 401,
  'nonce-used': 409,
  'nonce-expired': 401,
  'nonce-other-project': 401,
  'invalid-signature': 401,
  'address-not-supported': 400,
  'no-session': 401,
  'session-not-found': 404,
}

/**
 * A refused sign-in, revoke or sign-out: `message` is the clear text sent to the client (as
 * `{ error, message }`), `reason` a stable code, `statusCode` the 4xx answered.
 *
 * @example
 * throw new SiwxRefusedError('nonce-used', 'Nonce already used')
 */
export class SiwxRefusedError extends BaseError {
  override name = 'SiwxRefusedError'
  readonly reason: SiwxRefusalReason
  readonly statusCode: number

  constructor(reason: SiwxRefusalReason, message: string) {
    super(message, { docsPath: 'sign-in.md#refusals' })
    this.reason = reason
    this.statusCode = statusOf[reason]
  }
}
