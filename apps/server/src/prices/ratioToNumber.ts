export type RatioToNumberParameters = { numerator: bigint; denominator: bigint }
export type RatioToNumberReturnType = number

/** Bits of the integer quotient: 11 more than a double's 53, so one rounding is exact. */
const quotientBits = 64

const bitLength = (value: bigint) => value.toString(2).length

/** `x · 2^exponent`, in steps a double can hold (exact while the result is a normal number). */
function scaleByPowerOfTwo(x: number, exponent: number): number {
  let value = x
  let rest = exponent
  while (rest > 1023) {
    value *= 2 ** 1023
    rest -= 1023
  }
  while (rest < -1022) {
    value *= 2 ** -1022
    rest += 1022
  }
  return value * 2 ** rest
}

/**
 * The JavaScript number nearest to `numerator / denominator` (bigints), rounded once: the
 * quotient is worked out in bigint maths to 64 bits, its last bit set when the division left a
 * remainder (round to odd, so `Number()`'s rounding to 53 bits is the rounding of the exact
 * quotient), then scaled by the power of two it was shifted by.
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
  // n / d = (n · 2^shift / d) · 2^-shift, with the integer part holding quotientBits bits or one more.
  const shift = quotientBits - (bitLength(n) - bitLength(d))
  const top = shift >= 0 ? n << BigInt(shift) : n
  const bottom = shift >= 0 ? d : d << BigInt(-shift)
  let quotient = top / bottom
  if (quotient * bottom !== top) quotient |= 1n
  const value = scaleByPowerOfTwo(Number(quotient), -shift)
  return negative ? -value : value
}
