import { describe, expect, test } from 'vitest'
import { fiatCents, formatCents } from './fiatCents'
import { quoteSandboxPurchase } from './quoteSandboxPurchase'

const one = { numerator: 1n, denominator: 1n }

describe('quoteSandboxPurchase', () => {
  test('100.00 USD of a 6-decimal USD token at 1 %: 1.00 fee, 99 tokens', () => {
    expect(
      quoteSandboxPurchase({
        paymentTotalCents: 10_000n,
        feeBps: 100,
        networkFeeCents: 0n,
        price: one,
        decimals: 6,
      }),
    ).toEqual({
      feeCents: 100n,
      networkFeeCents: 0n,
      subtotalCents: 9_900n,
      purchaseAmount: 99_000_000n,
    })
  })

  test('the fee is rounded up to a whole cent; the tokens down to the smallest unit', () => {
    // 10.01 × 1.5 % = 15.015 cents → 16; 985 cents at 3000 USD per ETH.
    const quote = quoteSandboxPurchase({
      paymentTotalCents: 1_001n,
      feeBps: 150,
      networkFeeCents: 0n,
      price: { numerator: 3000n, denominator: 1n },
      decimals: 18,
    })
    expect(quote.feeCents).toBe(16n)
    expect(quote.purchaseAmount).toBe((985n * 10n ** 18n) / 300_000n)
  })

  test('a network fee is taken from the subtotal; nothing left to buy throws', () => {
    const quote = quoteSandboxPurchase({
      paymentTotalCents: 1_000n,
      feeBps: 200,
      networkFeeCents: 50n,
      price: one,
      decimals: 0,
    })
    expect(quote).toMatchObject({ feeCents: 20n, subtotalCents: 930n, purchaseAmount: 9n })
    expect(() =>
      quoteSandboxPurchase({
        paymentTotalCents: 1n,
        feeBps: 100,
        networkFeeCents: 0n,
        price: one,
        decimals: 6,
      }),
    ).toThrow('The fees leave nothing to buy')
  })
})

describe('fiatCents and formatCents', () => {
  test.each([
    ['100', 10_000n],
    ['99.5', 9_950n],
    ['0.07', 7n],
    [12.3, 1_230n],
  ] as const)('%s → %s cents', (input, cents) => {
    expect(fiatCents(input)).toBe(cents)
  })
  test.each(['', '-1', '1.234', '1e3', '1,00', '9999999999999', 'x1'])('%j is refused', (input) => {
    expect(fiatCents(input)).toBeUndefined()
  })
  test('formats with two decimals', () => {
    expect([formatCents(0n), formatCents(9_950n), formatCents(-5n)]).toEqual([
      '0.00',
      '99.50',
      '-0.05',
    ])
  })
})
