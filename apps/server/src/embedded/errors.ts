import { BaseError } from '@portico/core'

/** Why the server refused an email-login or embedded-wallet request. */
export type EmbeddedRefusalReason =
  | 'invalid-email'
  | 'unknown-project'
  | 'origin-not-allowed'
  | 'too-soon'
  | 'no-code'
  | 'wrong-code'
  | 'code-dead'
  | 'code-expired'
  | 'device-not-verified'
  | 'no-session'
  | 'email-taken'
  | 'shares-exist'
  | 'no-shares'
  | 'mail-failed'
  | 'unknown-provider'
  | 'social-failed'
  | 'social-pending'
  | 'no-email'
  | 'provider-unavailable'
  | 'return-url-not-allowed'
  | 'redirect-not-enabled'
  | 'other-browser'
  | 'recovery-spent'
  | 'farcaster-failed'
  | 'unknown-channel'
  | 'channel-used'
  | 'relay-busy'

const statusOf: Record<EmbeddedRefusalReason, number> = {
  'invalid-email': 400,
  'unknown-project': 401,
  'origin-not-allowed': 403,
  'too-soon': 429,
  'no-code': 400,
  'wrong-code': 400,
  'code-dead': 400,
  'code-expired': 400,
  'device-not-verified': 403,
  'no-session': 401,
  'email-taken': 409,
  'shares-exist': 409,
  'no-shares': 404,
  'mail-failed': 502,
  'unknown-provider': 404,
  'social-failed': 400,
  'social-pending': 409,
  'no-email': 409,
  'provider-unavailable': 502,
  'return-url-not-allowed': 400,
  'redirect-not-enabled': 400,
  'other-browser': 403,
  'recovery-spent': 403,
  'farcaster-failed': 400,
  'unknown-channel': 401,
  'channel-used': 409,
  'relay-busy': 429,
}

/**
 * A refused email-login or embedded-wallet request: `shortMessage` is the text the frame shows,
 * `reason` a stable code, `statusCode` the HTTP status, `retryAfterSeconds` set on 429s (the
 * answer carries it and `Retry-After`).
 *
 * @example
 * throw new EmbeddedRefusedError('too-soon', 'Please try again after 12 seconds', { retryAfterSeconds: 12 })
 */
export class EmbeddedRefusedError extends BaseError {
  override name = 'EmbeddedRefusedError'
  readonly reason: EmbeddedRefusalReason
  readonly statusCode: number
  readonly retryAfterSeconds: number | undefined
  /** Tries left on the code after a wrong one. */
  readonly attemptsLeft: number | undefined

  constructor(
    reason: EmbeddedRefusalReason,
    message: string,
    extra: { retryAfterSeconds?: number; attemptsLeft?: number } = {},
    cause?: unknown,
  ) {
    super(message, { docsPath: 'embedded-wallet.md#refusals', cause })
    this.reason = reason
    this.statusCode = statusOf[reason]
    this.retryAfterSeconds = extra.retryAfterSeconds
    this.attemptsLeft = extra.attemptsLeft
  }
}
