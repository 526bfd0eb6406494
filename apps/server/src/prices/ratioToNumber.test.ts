import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { ratioToNumber } from './ratioToNumber'

describe('ratioToNumber', () => {
  test('exact quotients come out exact', () => {
    expect(
      ratioToNumber({ numerator: 300_000n * 10n ** 24n, denominator: 100n * 10n ** 24n }),
    ).toBe(3000)
    expect(ratioToNumber({ numerator: 5n, denominator: 2n })).toBe(2.5)
    expect(ratioToNumber({ numerator: 0n, denominator: 7n })).toBe(0)
    expect(ratioToNumber({ numerator: -1n, denominator: 4n })).toBe(-0.25)
  })

  test('tiny and huge ratios keep their significant digits', () => {
    expect(ratioToNumber({ numerator: 1n, denominator: 3n * 10n ** 30n })).toBe(
      Number('3.3333333333333333333333e-31'),
    )
    expect(ratioToNumber({ numerator: 10n ** 40n, denominator: 3n })).toBe(
      Number('3.333333333333333333e39'),
    )
  })

  test('matches the double nearest to the quotient of small integers', () => {
    // Found by this property: 24 decimal digits cut short, then rounded to a double, gave the
    // double below (two roundings); the 64-bit quotient rounded to odd rounds once.
    expect(ratioToNumber({ numerator: 12n, denominator: 67_108_863n })).toBe(12 / 67_108_863)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 26 }),
        fc.integer({ min: 1, max: 2 ** 26 }),
        (a, b) => {
          expect(ratioToNumber({ numerator: BigInt(a), denominator: BigInt(b) })).toBe(a / b)
        },
      ),
    )
  })

  test('a zero denominator is refused', () => {
    expect(() => ratioToNumber({ numerator: 1n, denominator: 0n })).toThrow(
      'ratioToNumber: denominator is 0',
    )
  })
})
