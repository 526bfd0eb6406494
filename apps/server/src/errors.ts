import { BaseError } from '@portico/core'

/**
 * Thrown by {@link loadConfig} when an environment variable holds a value the server cannot use.
 * `variable` names the variable; the value of a secret (DATABASE_URL, RPC URLs) is never echoed.
 *
 * @example
 * throw new InvalidConfigError('PORT', 'expected an integer from 0 to 65535')
 */
export class InvalidConfigError extends BaseError {
  override name = 'InvalidConfigError'
  /** The environment variable that holds the bad value. */
  readonly variable: string

  constructor(variable: string, reason: string) {
    super(`Invalid configuration: ${variable} ${reason}`, {
      docsPath: 'configuration.md',
    })
    this.variable = variable
  }
}

/**
 * Thrown when the database cannot be opened or migrated. `location` is the data folder or the
 * database URL with its credentials removed (`redactUrl`).
 *
 * @example
 * throw new DatabaseUnavailableError('postgres://***:***@db:5432/portico', cause)
 */
export class DatabaseUnavailableError extends BaseError {
  override name = 'DatabaseUnavailableError'

  constructor(location: string, cause: unknown) {
    super('Database unavailable', {
      details: `could not open or migrate ${location}: ${(cause as Error)?.message ?? cause}`,
      docsPath: 'configuration.md#database',
      cause,
    })
  }
}
