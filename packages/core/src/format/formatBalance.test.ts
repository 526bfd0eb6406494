import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QUANTITY_DECIMALS } from '../constants'
import { InvalidDecimalsError } from './errors'
import { formatBalance } from './formatBalance'

describe('formatBalance', () => {
  it('truncates to 3 decimals without rounding', () => {
    expect(QUANTITY_DECIMALS).toBe(3)
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance('0.9999999')).toBe('0.999')
    expect(formatBalance('10000')).toBe('10000.000')
    expect(formatBalance('1.5')).toBe('1.500')
    expect(formatBalance('.5')).toBe('0.500')
  })

  it('keeps a large integer part exactly', () => {
    expect(formatBalance('123456789012345678901234567890.987654')).toBe(
      '123456789012345678901234567890.987',
    )
    expect(formatBalance('9007199254740993.0009')).toBe('9007199254740993.000')
  })

  it('shows 0.000 for empty, missing or unreadable input', () => {
    for (const value of [undefined, null, '', '   ', 'abc', '1.2.3', '1,000', 'NaN', '0x10']) {
      expect(formatBalance(value), String(value)).toBe('0.000')
    }
    expect(formatBalance(Number.NaN)).toBe('0.000')
  })

  it('keeps the sign of negatives, truncating toward zero, and drops it at zero', () => {
    expect(formatBalance('-0.5')).toBe('-0.500')
    expect(formatBalance('-12.34567')).toBe('-12.345')
    expect(formatBalance('-0.0001')).toBe('0.000')
    expect(formatBalance('-0')).toBe('0.000')
  })

  it('reads numbers and exponent notation', () => {
    expect(formatBalance(10000)).toBe('10000.000')
    expect(formatBalance(1e-7)).toBe('0.000')
    expect(formatBalance('1.23456e2')).toBe('123.456')
  })

  it('takes other decimal counts', () => {
    expect(formatBalance('1.23999', 2)).toBe('1.23')
    expect(formatBalance('1.23999', 0)).toBe('1')
    expect(formatBalance(undefined, 0)).toBe('0')
    expect(formatBalance('1', 6)).toBe('1.000000')
    expect(() => formatBalance('1', -1)).toThrow(InvalidDecimalsError)
    expect(() => formatBalance('1', 1.5)).toThrow('Invalid decimals: 1.5')
  })

  it('never exceeds the value and is within 0.001 of it (non-negative decimals)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (units, scale) => {
          const text = units.toString().padStart(scale + 1, '0')
          const value = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`
          const shown = formatBalance(value)
          const [whole = '', part = ''] = shown.split('.')
          const shownThousandths = BigInt(whole) * 1000n + BigInt(part)
          // value * 10^scale = units; compare shown (in thousandths) with units scaled the same way.
          expect(shownThousandths * 10n ** BigInt(scale) <= units * 1000n).toBe(true)
          expect((shownThousandths + 1n) * 10n ** BigInt(scale) > units * 1000n).toBe(true)
        },
      ),
    )
  })
})
