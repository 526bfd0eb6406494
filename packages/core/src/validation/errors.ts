import { BaseError } from '../errors/base'

/**
 * Thrown by {@link toChecksumAddress} when the input is not 40 hex characters (optionally `0x`-prefixed).
 *
 * @example
 * throw new InvalidEvmAddressError('0x123') // 'Invalid EVM address: 0x123'
 */
export class InvalidEvmAddressError extends BaseError {
  override name = 'InvalidEvmAddressError'
  /** The value that was rejected. */
  readonly value: string

  constructor(value: string) {
    super(`Invalid EVM address: ${value}`, {
      details: 'expected 40 hexadecimal characters, optionally prefixed with 0x',
      docsPath: 'errors.md#address',
    })
    this.value = value
  }
}
