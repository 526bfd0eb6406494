import { describe, expect, it } from 'vitest'
import { localeFormat } from './localeFormat'

describe('localeFormat', () => {
  it("keeps core's exact English formats", () => {
    const en = localeFormat('en-US')
    expect(en.usd(1234.567)).toBe('$1,234.57')
    expect(en.decimal('1234.567')).toBe('1234.567')
  })

  it('writes French decimals with a comma and dollars the French way', () => {
    const fr = localeFormat('fr-FR')
    expect(fr.decimal('1234.567')).toBe('1234,567')
    expect(fr.decimal('-0.500')).toBe('-0,500')
    // Intl separates thousands with a narrow no-break space and names the currency US dollars.
    expect(fr.usd(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 $US')
    expect(fr.usd('not a number').replace(/\s/g, ' ')).toBe('0,00 $US')
  })

  it('keeps every digit of a long amount (no float rounding)', () => {
    expect(localeFormat('fr-FR').decimal('123456789012345678901234.123')).toBe(
      '123456789012345678901234,123',
    )
  })

  it("uses Arabic's digits and separators where the locale has them", () => {
    const ar = localeFormat('ar-EG')
    const expected = new Intl.NumberFormat('ar-EG').format(1.5)
    expect(ar.decimal('1.5')).toBe(expected)
  })
})
