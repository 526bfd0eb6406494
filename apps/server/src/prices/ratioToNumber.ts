export type RatioToNumberParameters = { numerator: bigint; denominator: bigint }
export type RatioToNumberReturnType = number

const significantDigits = 24

/**
 * The JavaScript number nearest to `numerator / denominator` (bigints): the quotient is worked
 * out exactly to 24 significant digits in bigint maths, then read by `Number()` once, so the
 * only rounding is the final one to a double.
 *
 * @example
 * ratioToNumber({ numerator: 300_000n * 10n ** 18n, denominator: 100n * 10n ** 24n }) // 3000
 * ratioToNumber({ numerator: 1n, denominator: 3n }) // 0.3333333333333333
 */
export function ratioToNumber(parameters: RatioToNumberParameters): RatioToNumberReturnType {
  const { numerator, denominator } = parameters
  if (denominator === 0n) throw new RangeError('ratioToNumber: denominator is 0')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  if (n === 0n) return 0
  const shift = Math.max(0, significantDigits - (n.toString().length - d.toString().length))
  const scaled = (n * 10n ** BigInt(shift)) / d
  const value = Number(`${scaled}e-${shift}`)
  return negative ? -value : value
}
