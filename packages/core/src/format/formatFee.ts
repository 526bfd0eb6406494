import { QUANTITY_DECIMALS } from '../constants'
import { InvalidParameterError } from '../errors/parameter'
import { formatBalance } from './formatBalance'
import { toDecimalParts } from './toDecimalParts'

/**
 * Formats a network fee (a non-negative decimal string) for display. From 0.001 up it is a
 * quantity like any other (3 decimals, truncated, SPEC §9); below, where 3 decimals would show
 * `0.000`, it keeps its first two significant digits, rounded up so the estimate never
 * understates the cost. String maths only. Unreadable or negative input throws `InvalidParameterError`.
 *
 * @example
 * formatFee('0.000031054495143') // '0.000032'
 * formatFee('0.0021') // '0.002'
 * formatFee('0') // '0.000'
 */
export function formatFee(value: string): string {
  const parts = toDecimalParts(value)
  if (!parts || parts.negative) throw new InvalidParameterError({ reason: `Invalid fee: ${value}` })
  const { integer, fraction } = parts
  const leadingZeros = fraction.match(/^0*/)?.[0].length ?? 0
  if (integer !== '0' || leadingZeros < QUANTITY_DECIMALS || leadingZeros === fraction.length)
    return formatBalance(value)
  const places = leadingZeros + 2
  const kept = fraction.slice(0, places).padEnd(places, '0')
  const dropped = fraction.slice(places)
  const digits = /[1-9]/.test(dropped) ? (BigInt(kept) + 1n).toString() : BigInt(kept).toString()
  return `0.${digits.padStart(places, '0').replace(/0+$/, '')}`
}
