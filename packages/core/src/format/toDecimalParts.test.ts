import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toDecimalParts } from './toDecimalParts'

describe('toDecimalParts', () => {
  it('splits decimal strings exactly', () => {
    expect(toDecimalParts('1.23999')).toEqual({ negative: false, integer: '1', fraction: '23999' })
    expect(toDecimalParts('-0012.50')).toEqual({ negative: true, integer: '12', fraction: '50' })
    expect(toDecimalParts('+.5')).toEqual({ negative: false, integer: '0', fraction: '5' })
    expect(toDecimalParts(' 7. ')).toEqual({ negative: false, integer: '7', fraction: '' })
    expect(toDecimalParts('123456789012345678901234567890.123456789012345678')).toEqual({
      negative: false,
      integer: '123456789012345678901234567890',
      fraction: '123456789012345678',
    })
  })

  it('expands exponents', () => {
    expect(toDecimalParts('1.5e3')).toEqual({ negative: false, integer: '1500', fraction: '' })
    expect(toDecimalParts('12.5E-3')).toEqual({ negative: false, integer: '0', fraction: '0125' })
    expect(toDecimalParts('123e-1')).toEqual({ negative: false, integer: '12', fraction: '3' })
    expect(toDecimalParts(1e21)).toEqual({
      negative: false,
      integer: `1${'0'.repeat(21)}`,
      fraction: '',
    })
    expect(toDecimalParts(-1e-7)).toEqual({ negative: true, integer: '0', fraction: '0000001' })
  })

  it('reads every finite number as its shortest decimal form', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const parts = toDecimalParts(value)
        expect(parts).toBeDefined()
        if (!parts) return
        const text = `${parts.negative ? '-' : ''}${parts.integer}.${parts.fraction || '0'}`
        expect(Number(text)).toBe(value === 0 ? 0 : value)
      }),
    )
  })

  it('refuses what is not a number', () => {
    for (const value of [
      '',
      ' ',
      '.',
      '-',
      '1.2.3',
      '1,000',
      '0x10',
      'abc',
      '1e',
      'e5',
      '--1',
      '1e1001',
    ]) {
      expect(toDecimalParts(value), value).toBeUndefined()
    }
    expect(toDecimalParts(Number.NaN)).toBeUndefined()
    expect(toDecimalParts(Number.POSITIVE_INFINITY)).toBeUndefined()
    expect(toDecimalParts(undefined as unknown as string)).toBeUndefined()
  })
})
