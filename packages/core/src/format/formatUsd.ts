import { USD_DECIMALS } from '../constants'
import { toDecimalParts } from './toDecimalParts'

/** Result of {@link formatUsd}. */
export type FormatUsdReturnType = string

/**
 * Formats a dollar value for display: `$`, comma-grouped integer part, 2 decimals (SPEC §5, §9),
 * rounded half away from zero on the exact decimal digits (a number is read as its shortest
 * decimal form, so `1.005` gives `$1.01`). A negative value is written `-$1.50`. Empty, missing
 * or unreadable input gives `'$0.00'`; a value that rounds to zero has no sign.
 *
 * @example
 * formatUsd(1234.567) // '$1,234.57'
 * formatUsd('1000000') // '$1,000,000.00'
 * formatUsd(-0.5) // '-$0.50'
 * formatUsd(undefined) // '$0.00'
 */
export function formatUsd(value: number | string | undefined | null): FormatUsdReturnType {
  const parts = value === undefined || value === null ? undefined : toDecimalParts(value)
  if (!parts) return `$0.${'0'.repeat(USD_DECIMALS)}`
  const padded = parts.fraction.padEnd(USD_DECIMALS + 1, '0')
  let cents = BigInt(parts.integer + padded.slice(0, USD_DECIMALS))
  if (Number(padded.charAt(USD_DECIMALS)) >= 5) cents += 1n
  const text = cents.toString().padStart(USD_DECIMALS + 1, '0')
  const integer = text.slice(0, -USD_DECIMALS).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = parts.negative && cents !== 0n ? '-' : ''
  return `${sign}$${integer}.${text.slice(-USD_DECIMALS)}`
}
