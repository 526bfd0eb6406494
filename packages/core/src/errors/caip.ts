import { BaseError } from './base'

/**
 * Thrown when a CAIP-10 account id (`namespace:reference:address`) is malformed or uses a namespace
 * Portico does not know. The short message is SPEC §5's text, verbatim.
 *
 * @example
 * throw new InvalidCaipAddressError('eip155:1') // 'Invalid CAIP-10 address: eip155:1'
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  /** The value that was rejected. */
  readonly value: string

  constructor(value: string, parameters: { details?: string; cause?: unknown } = {}) {
    super(`Invalid CAIP-10 address: ${value}`, { ...parameters, docsPath: 'errors.md#caip' })
    this.value = value
  }
}

/**
 * Thrown when a CAIP-2 network id (`namespace:reference`) is malformed or uses a namespace Portico
 * does not know. The short message is SPEC §5's text, verbatim.
 *
 * @example
 * throw new InvalidCaipNetworkIdError('eip155') // 'Invalid CAIP-2 network id: eip155'
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  /** The value that was rejected. */
  readonly value: string

  constructor(value: string, parameters: { details?: string; cause?: unknown } = {}) {
    super(`Invalid CAIP-2 network id: ${value}`, { ...parameters, docsPath: 'errors.md#caip' })
    this.value = value
  }
}
