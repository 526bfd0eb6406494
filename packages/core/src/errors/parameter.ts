import { BaseError, type BaseErrorParameters } from './base'

/** Parameters of {@link InvalidParameterError}. */
export type InvalidParameterErrorParameters = Omit<BaseErrorParameters, 'docsPath'> & {
  /** What is wrong, for the developer who called (e.g. `isMobile needs a user agent string`). */
  reason: string
}

/**
 * Thrown when a Portico function is called with an argument it cannot use, or at a moment it
 * cannot act (a programming error, not a user's: SPEC §8 has no text for it). The short message
 * says what was expected.
 *
 * @example
 * throw new InvalidParameterError({ reason: 'getBalances needs an address' })
 */
export class InvalidParameterError extends BaseError {
  override name = 'InvalidParameterError'
  constructor({ reason, ...parameters }: InvalidParameterErrorParameters) {
    super(reason, { docsPath: 'errors.md#parameters', ...parameters })
  }
}
