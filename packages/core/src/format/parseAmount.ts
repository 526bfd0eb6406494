import { assertDecimals, InvalidAmountError, type InvalidDecimalsError } from './errors'

/** Result of {@link parseAmount}: the amount in the token's base units. */
export type ParseAmountReturnType = bigint
/** Errors {@link parseAmount} may throw. */
export type ParseAmountErrorType = InvalidAmountError | InvalidDecimalsError

const amountPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads an amount a person typed into base units (`1.5` with 6 decimals → `1500000n`), with
 * string maths only. Accepts digits with at most one dot: `1`, `1.5`, `.5`, `1.`, `0.000001`.
 * Digits past the token's decimals are refused unless they are all zeros (`1.50` with 1 decimal
 * is fine). No signs, spaces, grouping or exponents: callers trim input first.
 *
 * @throws {InvalidAmountError} `Invalid amount: {input}` for empty, negative, non-numeric,
 * exponent or two-dot input; `Amount has more than {decimals} decimals` for too many decimals.
 * @throws {InvalidDecimalsError} when `decimals` is not an integer from 0 to 255.
 * @example
 * parseAmount('1.5', 18) // 1500000000000000000n
 * parseAmount('.5', 6) // 500000n
 * parseAmount('0.0000001', 6) // throws 'Amount has more than 6 decimals'
 */
export function parseAmount(input: string, decimals: number): ParseAmountReturnType {
  assertDecimals(decimals)
  if (typeof input !== 'string') throw new InvalidAmountError(String(input))
  const match = amountPattern.exec(input)
  const [, integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) throw new InvalidAmountError(input)
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) {
    throw new InvalidAmountError(input, { decimals })
  }
  const units = fraction.slice(0, decimals).padEnd(decimals, '0')
  return BigInt(`${integer || '0'}${units}`)
}
