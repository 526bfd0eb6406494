/** A decimal number split into sign, integer digits and fraction digits (no float involved). */
export type DecimalParts = {
  negative: boolean
  /** Integer digits without leading zeros (`'0'` for none). */
  integer: string
  /** Fraction digits as given (may be empty, may end in zeros). */
  fraction: string
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
const maxExponent = 1000

/**
 * Internal: reads a decimal string or a finite number exactly into {@link DecimalParts}, for the
 * display formatters. Lenient on purpose (they format what an API returned): surrounding spaces,
 * a leading `+`, `.5`, `5.` and exponents up to ±1000 are read; anything else gives `undefined`.
 *
 * @example
 * toDecimalParts('-0012.50') // { negative: true, integer: '12', fraction: '50' }
 * toDecimalParts(1e-7) // { negative: false, integer: '0', fraction: '0000001' }
 */
export function toDecimalParts(value: string | number): DecimalParts | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const match = decimalPattern.exec(String(value).trim())
  if (!match) return undefined
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText] = match
  if (integerDigits === '' && fractionDigits === '') return undefined
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  if (Math.abs(exponent) > maxExponent) return undefined

  const digits = integerDigits + fractionDigits
  const point = integerDigits.length + exponent
  let integer: string
  let fraction: string
  if (point <= 0) {
    integer = ''
    fraction = '0'.repeat(-point) + digits
  } else if (point >= digits.length) {
    integer = digits + '0'.repeat(point - digits.length)
    fraction = ''
  } else {
    integer = digits.slice(0, point)
    fraction = digits.slice(point)
  }
  return { negative: sign === '-', integer: integer.replace(/^0+/, '') || '0', fraction }
}
