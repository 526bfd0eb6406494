import { assertDecimals, InvalidAmountError, type InvalidDecimalsError } from './errors'

/** Result of {@link formatAmount}. */
export type FormatAmountReturnType = string
/** Errors {@link formatAmount} may throw. */
export type FormatAmountErrorType = InvalidAmountError | InvalidDecimalsError

/**
 * Writes base units as an exact decimal string without trailing zeros (and without a trailing
 * dot): the inverse of {@link parseAmount}. Negative values get a leading `-`.
 *
 * @throws {InvalidAmountError} when `value` is not a bigint.
 * @throws {InvalidDecimalsError} when `decimals` is not an integer from 0 to 255.
 * @example
 * formatAmount(1500000000000000000n, 18) // '1.5'
 * formatAmount(1000000n, 6) // '1'
 * formatAmount(1n, 6) // '0.000001'
 */
export function formatAmount(value: bigint, decimals: number): FormatAmountReturnType {
  assertDecimals(decimals)
  if (typeof value !== 'bigint') throw new InvalidAmountError(String(value))
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
