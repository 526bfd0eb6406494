import { describe, expect, it } from 'vitest'
import { feeRateOf } from './feeRateOf'

describe('feeRateOf', () => {
  it('takes the 6-block estimate, rounded up', () => {
    expect(feeRateOf({ '1': 21.3, '6': 4.2, '144': 1 })).toBe(5n)
  })
  it('takes the nearest longer target when 6 is not listed, else the longest', () => {
    expect(feeRateOf({ '2': 9, '10': 3.5, '144': 1.2 })).toBe(4n)
    expect(feeRateOf({ '1': 7.01, '3': 6 })).toBe(6n)
  })
  it('pays at least 1 sat/vB (also with no estimate, as on a fresh regtest)', () => {
    expect(feeRateOf({})).toBe(1n)
    expect(feeRateOf({ '6': 0.25 })).toBe(1n)
    expect(feeRateOf({ '6': 0 })).toBe(1n)
  })
})
