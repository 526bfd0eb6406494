import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants'
import { EmailLoginCooldownError } from '../errors/email'
import { InvalidParameterError } from '../errors/parameter'

/** Parameters of {@link checkEmailLoginCooldown}. */
export type CheckEmailLoginCooldownParameters = {
  /** When the last email login was triggered (ms since the epoch), if ever. */
  lastLoginAt: number | undefined
  /** The current time, from the injected clock. */
  now: number
}

/** Errors {@link checkEmailLoginCooldown} throws. */
export type CheckEmailLoginCooldownErrorType = EmailLoginCooldownError | InvalidParameterError

/**
 * Refuses an email login within {@link EMAIL_LOGIN_COOLDOWN_MS} (30 s) of the last one, with
 * `Please try again after {n} seconds` (n = remaining seconds, rounded up). A last-login time in
 * the future counts as just now.
 *
 * @example
 * checkEmailLoginCooldown({ lastLoginAt: stored.lastEmailLoginTime, now: clock.now() })
 */
export function checkEmailLoginCooldown({
  lastLoginAt,
  now,
}: CheckEmailLoginCooldownParameters): void {
  if (!Number.isFinite(now))
    throw new InvalidParameterError({ reason: `now must be a time in ms, got ${now}` })
  if (lastLoginAt === undefined) return
  if (!Number.isFinite(lastLoginAt)) {
    throw new InvalidParameterError({
      reason: `lastLoginAt must be a time in ms, got ${lastLoginAt}`,
    })
  }
  const elapsed = Math.max(0, now - lastLoginAt)
  if (elapsed >= EMAIL_LOGIN_COOLDOWN_MS) return
  throw new EmailLoginCooldownError({
    seconds: Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - elapsed) / 1_000),
  })
}
