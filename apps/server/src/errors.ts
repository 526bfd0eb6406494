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

/** One setting a production start lacks or must not have. */
export type SettingProblem = {
  /** The environment variable (or variables, `A or B`). */
  variable: string
  /** What is wrong and what to set. */
  reason: string
}

/**
 * Thrown by {@link loadConfig} in production mode (`PORTICO_DEV` not `1`) when settings that keep
 * keys and users safe are missing, or development-only settings are present. The message names
 * every problem at once, each with what to set.
 *
 * @example
 * throw new ProductionSettingsError([{ variable: 'PORTICO_PUBLIC_URL', reason: 'is not set: …' }])
 */
export class ProductionSettingsError extends BaseError {
  override name = 'ProductionSettingsError'
  /** Every problem found, in the order of docs/configuration.md#production. */
  readonly problems: SettingProblem[]

  constructor(problems: SettingProblem[]) {
    super(
      [
        `Portico cannot start in production mode: ${problems.length} setting${problems.length === 1 ? '' : 's'} to fix.`,
        ...problems.map((problem) => `  - ${problem.variable} ${problem.reason}`),
        'Production mode is every start without PORTICO_DEV=1 (`npm start` sets it for the local devnet).',
      ].join('\n'),
      { docsPath: 'configuration.md#production-mode' },
    )
    this.problems = problems
  }
}

/**
 * Thrown at start when `PORTICO_EMBEDDED_SECRET` is not the secret the database's key shares were
 * sealed with (its key check value differs, or an existing share does not open): starting would
 * make every embedded wallet unusable.
 *
 * @example
 * throw new EmbeddedSecretMismatchError()
 */
export class EmbeddedSecretMismatchError extends BaseError {
  override name = 'EmbeddedSecretMismatchError'

  constructor() {
    super(
      'PORTICO_EMBEDDED_SECRET is not the secret this database was started with: the key shares stored here cannot be opened with it',
      {
        details:
          'start with the original secret (from your secret manager or backup); to change it, re-seal the shares under the new one first (docs/embedded-wallet.md#rotating-the-secret)',
        docsPath: 'embedded-wallet.md#rotating-the-secret',
      },
    )
  }
}
