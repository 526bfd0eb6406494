import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base'
import { assertDecimals, InvalidAmountError, InvalidDecimalsError } from './errors'

describe('amount errors', () => {
  it('InvalidAmountError names the input, or the decimals when there are too many', () => {
    const invalid = new InvalidAmountError('1e5')
    expect(invalid).toBeInstanceOf(BaseError)
    expect(invalid.name).toBe('InvalidAmountError')
    expect(invalid.shortMessage).toBe('Invalid amount: 1e5')
    expect(invalid.decimals).toBeUndefined()

    const tooPrecise = new InvalidAmountError('1.1234567', { decimals: 6 })
    expect(tooPrecise.shortMessage).toBe('Amount has more than 6 decimals')
    expect(tooPrecise.message).toContain('"1.1234567" has more digits after the dot')
    expect(tooPrecise.decimals).toBe(6)
  })

  it('assertDecimals accepts integers 0..255 only', () => {
    for (const value of [0, 6, 18, 255]) expect(() => assertDecimals(value)).not.toThrow()
    for (const value of [-1, 256, 1.5, Number.NaN, '18', undefined]) {
      expect(() => assertDecimals(value)).toThrow(InvalidDecimalsError)
    }
    expect(new InvalidDecimalsError('18').shortMessage).toBe('Invalid decimals: 18')
  })
})
