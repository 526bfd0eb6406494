import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/** Parameters of {@link EmailLoginCooldownError}. */
export type EmailLoginCooldownErrorParameters = ErrorParameters & {
  /** Whole seconds left before another email login is allowed. */
  seconds: number
}

/**
 * An email login inside the 30 s cooldown: `Please try again after {seconds} seconds`.
 *
 * @example
 * throw new EmailLoginCooldownError({ seconds: 12 })
 */
export class EmailLoginCooldownError extends BaseError {
  override name = 'EmailLoginCooldownError'
  readonly seconds: number
  constructor(parameters: EmailLoginCooldownErrorParameters) {
    const { seconds, ...rest } = parameters
    super(`Please try again after ${seconds} seconds`, { docsPath: 'errors.md#email', ...rest })
    this.seconds = seconds
  }
}

/**
 * The address typed for an email login is not a valid email (SPEC §5 "Emails must be valid"):
 * `Enter a valid email address` (the server's text for the same refusal).
 *
 * @example
 * throw new InvalidEmailError()
 */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  constructor(parameters: ErrorParameters = {}) {
    super('Enter a valid email address', { docsPath: 'errors.md#email', ...parameters })
  }
}
