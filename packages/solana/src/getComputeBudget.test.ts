import { InvalidParameterError } from '@portico/core'
import { SOLANA_COMPUTE_UNIT_LIMIT, SOLANA_COMPUTE_UNIT_PRICE } from '@portico/core/internal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getComputeBudget } from './getComputeBudget'

describe('getComputeBudget', () => {
  it('keeps SPEC §9 for a SOL transfer and grows with what an SPL transfer needs', () => {
    // 450: a SOL transfer with both compute-budget instructions (docs/solana.md).
    expect(getComputeBudget({ unitsConsumed: 450 })).toEqual({
      unitLimit: SOLANA_COMPUTE_UNIT_LIMIT,
      unitPrice: BigInt(SOLANA_COMPUTE_UNIT_PRICE),
      priorityFee: 10_000n,
    })
    expect(getComputeBudget({ unitsConsumed: 15_430n })).toEqual({
      unitLimit: 16_973,
      unitPrice: 20_000_000n,
      priorityFee: 339_460n,
    })
    expect(getComputeBudget({ unitsConsumed: 2_000_000 }).unitLimit).toBe(1_400_000)
    expect(() => getComputeBudget({ unitsConsumed: -1 })).toThrow(InvalidParameterError)
  })

  it('always leaves at least the measurement and charges ⌈price × limit / 10⁶⌉', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_200_000 }), (units) => {
        const { unitLimit, priorityFee } = getComputeBudget({ unitsConsumed: units })
        expect(unitLimit).toBeGreaterThanOrEqual(Math.max(units, SOLANA_COMPUTE_UNIT_LIMIT))
        expect(unitLimit).toBeLessThanOrEqual(Math.max(Math.ceil(units * 1.1), 500))
        const exact = (BigInt(SOLANA_COMPUTE_UNIT_PRICE) * BigInt(unitLimit)) / 1_000_000n
        expect(priorityFee - exact).toBeLessThanOrEqual(1n)
        expect(priorityFee).toBeGreaterThanOrEqual(exact)
      }),
    )
  })
})
