import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFee } from './formatFee'

describe('formatFee', () => {
  it.each([
    ['0.000031054495143', '0.000032'],
    ['0.00003', '0.00003'],
    ['0.000031', '0.000031'],
    ['0.0000999', '0.0001'],
    ['0.00099999', '0.001'],
    ['0.0021', '0.002'],
    ['1.23456', '1.234'],
    ['0', '0.000'],
    ['0.000000000000000001', '0.000000000000000001'],
  ])('%s → %s', (value, shown) => {
    expect(formatFee(value)).toBe(shown)
  })

  it('never shows less than the fee below 0.001', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n - 1n }), (wei) => {
        const value = `0.${wei.toString().padStart(18, '0')}`
        const shown = formatFee(value)
        const [, fraction = ''] = shown.split('.')
        const shownWei = BigInt(fraction.padEnd(18, '0'))
        expect(shownWei >= wei).toBe(true)
        expect(fraction.replace(/^0+/, '').length).toBeLessThanOrEqual(2)
      }),
    )
  })

  it('refuses a negative or unreadable value', () => {
    expect(() => formatFee('-1')).toThrow('Invalid fee: -1')
    expect(() => formatFee('abc')).toThrow('Invalid fee: abc')
  })
})
