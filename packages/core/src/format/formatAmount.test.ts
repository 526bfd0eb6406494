import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidAmountError, InvalidDecimalsError } from './errors'
import { formatAmount } from './formatAmount'
import { parseAmount } from './parseAmount'

describe('formatAmount', () => {
  it('writes exact decimals without trailing zeros', () => {
    expect(formatAmount(15n * 10n ** 17n, 18)).toBe('1.5')
    expect(formatAmount(1000000n, 6)).toBe('1')
    expect(formatAmount(1n, 6)).toBe('0.000001')
    expect(formatAmount(0n, 18)).toBe('0')
    expect(formatAmount(42n, 0)).toBe('42')
    expect(formatAmount(1234567890123456789012345678901234567890n, 18)).toBe(
      '1234567890123456789012.34567890123456789',
    )
  })

  it('writes negative values with a minus sign', () => {
    expect(formatAmount(-1500000n, 6)).toBe('-1.5')
    expect(formatAmount(-1n, 2)).toBe('-0.01')
  })

  it('refuses a non-bigint value and bad decimals', () => {
    expect(() => formatAmount(1 as unknown as bigint, 6)).toThrow(InvalidAmountError)
    expect(() => formatAmount(1n, 1.5)).toThrow(InvalidDecimalsError)
  })

  it('round-trips: parseAmount(formatAmount(v, d), d) === v', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 255 }),
        (value, decimals) => {
          expect(parseAmount(formatAmount(value, decimals), decimals)).toBe(value)
        },
      ),
    )
  })

  it('round-trips: formatAmount(parseAmount(s, d), d) is s in canonical form', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(0|[1-9][0-9]{0,30})$/),
        fc.stringMatching(/^[0-9]{0,18}$/),
        (integer, fraction) => {
          const canonical = fraction.replace(/0+$/, '')
          const input = fraction ? `${integer}.${fraction}` : integer
          const expected = canonical ? `${integer}.${canonical}` : integer
          expect(formatAmount(parseAmount(input, 18), 18)).toBe(expected)
        },
      ),
    )
  })
})
