import { QUANTITY_DECIMALS } from '../constants'
import { assertDecimals, type InvalidDecimalsError } from './errors'
import { toDecimalParts } from './toDecimalParts'

/** Result of {@link formatBalance}. */
export type FormatBalanceReturnType = string
/** Errors {@link formatBalance} may throw (only for a bad `decimals` argument). */
export type FormatBalanceErrorType = InvalidDecimalsError

/**
 * Formats a balance for display, truncated (never rounded) to `decimals` places, 3 by default
 * (SPEC §5, §9). String maths only, so the integer part is kept exactly however large. No digit
 * grouping. Empty, missing or unreadable input gives `'0.000'`. A negative value keeps its sign
 * and is truncated toward zero; a value that truncates to zero is shown without a sign.
 *
 * @throws {InvalidDecimalsError} when `decimals` is not an integer from 0 to 255.
 * @example
 * formatBalance('1.23999') // '1.239'
 * formatBalance('10000') // '10000.000'
 * formatBalance('-0.5') // '-0.500'
 * formatBalance(undefined) // '0.000'
 */
export function formatBalance(
  value: string | number | undefined | null,
  decimals: number = QUANTITY_DECIMALS,
): FormatBalanceReturnType {
  assertDecimals(decimals)
  const parts = value === undefined || value === null ? undefined : toDecimalParts(value)
  const integer = parts?.integer ?? '0'
  const fraction = (parts?.fraction ?? '').padEnd(decimals, '0').slice(0, decimals)
  const isZero = integer === '0' && /^0*$/.test(fraction)
  const sign = parts?.negative && !isZero ? '-' : ''
  return decimals === 0 ? `${sign}${integer}` : `${sign}${integer}.${fraction}`
}
