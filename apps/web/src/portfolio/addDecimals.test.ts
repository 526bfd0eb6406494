import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addDecimals } from './addDecimals'

describe('addDecimals', () => {
  test('adds exactly where floats do not', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3')
    expect(addDecimals('9999.999999999999999999', '0.000000000000000001')).toBe('10000')
    expect(addDecimals('1', '2')).toBe('3')
    expect(addDecimals('0', '0.05')).toBe('0.05')
    expect(addDecimals('12.5', '0')).toBe('12.5')
  })

  test('agrees with BigInt arithmetic on 18-decimal amounts', () => {
    const wei = fc.bigInt({ min: 0n, max: 10n ** 30n })
    const toEther = (value: bigint) => {
      const text = value.toString().padStart(19, '0')
      const fraction = text.slice(-18).replace(/0+$/, '')
      return fraction ? `${text.slice(0, -18)}.${fraction}` : text.slice(0, -18)
    }
    fc.assert(
      fc.property(wei, wei, (a, b) => {
        expect(addDecimals(toEther(a), toEther(b))).toBe(toEther(a + b))
      }),
    )
  })
})
