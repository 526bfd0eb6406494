import { describe, expect, it } from 'vitest'
import { InvalidAmountError, InvalidDecimalsError } from './errors'
import { parseAmount } from './parseAmount'

describe('parseAmount', () => {
  it('reads plain amounts into base units', () => {
    expect(parseAmount('1', 18)).toBe(10n ** 18n)
    expect(parseAmount('1.5', 18)).toBe(15n * 10n ** 17n)
    expect(parseAmount('.5', 6)).toBe(500000n)
    expect(parseAmount('0.000001', 6)).toBe(1n)
    expect(parseAmount('1.', 2)).toBe(100n)
    expect(parseAmount('0', 18)).toBe(0n)
    expect(parseAmount('007.10', 2)).toBe(710n)
    expect(parseAmount('42', 0)).toBe(42n)
  })

  it('keeps precision far beyond floats', () => {
    expect(parseAmount('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    )
    expect(parseAmount('0.1', 18) + parseAmount('0.2', 18)).toBe(parseAmount('0.3', 18))
  })

  it('accepts extra decimals only when they are zeros', () => {
    expect(parseAmount('1.50', 1)).toBe(15n)
    expect(parseAmount('5.000', 0)).toBe(5n)
  })

  it('refuses more decimals than the token has', () => {
    expect(() => parseAmount('0.0000001', 6)).toThrow(InvalidAmountError)
    expect(() => parseAmount('0.0000001', 6)).toThrow('Amount has more than 6 decimals')
    expect(() => parseAmount('1.5', 0)).toThrow('Amount has more than 0 decimals')
    try {
      parseAmount('1.123', 2)
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidAmountError)
      expect((error as InvalidAmountError).shortMessage).toBe('Amount has more than 2 decimals')
      expect((error as InvalidAmountError).decimals).toBe(2)
      expect((error as InvalidAmountError).input).toBe('1.123')
    }
  })

  it.each([
    ['', 'empty'],
    ['.', 'a lone dot'],
    ['-1', 'negative'],
    ['+1', 'explicit plus'],
    ['abc', 'letters'],
    ['1a', 'trailing letter'],
    ['1e18', 'exponent notation'],
    ['1E-2', 'exponent notation'],
    ['1.2.3', 'two dots'],
    ['1..2', 'two dots together'],
    ['1,000', 'grouping'],
    ['1,5', 'decimal comma'],
    [' 1', 'leading space'],
    ['1 ', 'trailing space'],
    ['0x10', 'hex'],
    ['Infinity', 'infinity'],
    ['١', 'non-ASCII digit'],
  ])('refuses %j (%s) with "Invalid amount: …"', (input) => {
    expect(() => parseAmount(input, 18)).toThrow(InvalidAmountError)
    expect(() => parseAmount(input, 18)).toThrow(`Invalid amount: ${input}`)
  })

  it('refuses non-strings and bad decimals', () => {
    expect(() => parseAmount(1 as unknown as string, 18)).toThrow('Invalid amount: 1')
    expect(() => parseAmount('1', -1)).toThrow(InvalidDecimalsError)
    expect(() => parseAmount('1', 256)).toThrow('Invalid decimals: 256')
    expect(() => parseAmount('1', Number.NaN)).toThrow('Invalid decimals: NaN')
  })
})
