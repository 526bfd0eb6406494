import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when a name-service lookup fails. Short message (SPEC): `Error resolving name`.
 *
 * @example
 * throw new NameResolveError()
 */
export class NameResolveError extends BaseError {
  override name = 'NameResolveError'
  constructor(parameters: ErrorParameters = {}) {
    super('Error resolving name', { docsPath: 'errors.md#names', ...parameters })
  }
}

/**
 * Thrown when name suggestions cannot be fetched. Short message (SPEC): `Error fetching name suggestions`.
 *
 * @example
 * throw new NameSuggestionsError()
 */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters: ErrorParameters = {}) {
    super('Error fetching name suggestions', { docsPath: 'errors.md#names', ...parameters })
  }
}

/**
 * Thrown when a reverse lookup fails. Short message (SPEC): `Error fetching names for address`.
 *
 * @example
 * throw new NamesForAddressError()
 */
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError'
  constructor(parameters: ErrorParameters = {}) {
    super('Error fetching names for address', { docsPath: 'errors.md#names', ...parameters })
  }
}

/** Parameters of {@link NameRegistrationError}. */
export type NameRegistrationErrorParameters = ErrorParameters & { name: string }

/**
 * Registering a name failed: `Error registering name {name}`.
 *
 * @example
 * throw new NameRegistrationError({ name: 'alice', cause })
 */
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError'
  readonly registeredName: string
  constructor(parameters: NameRegistrationErrorParameters) {
    const { name, ...rest } = parameters
    super(`Error registering name ${name}`, { docsPath: 'errors.md#names', ...rest })
    this.registeredName = name
  }
}
