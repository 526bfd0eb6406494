import { describe, expect, it } from 'vitest'
import { validateSwapAmount } from './validateSwapAmount'

const pUSD = { symbol: 'pUSD', decimals: 6 }

describe('validateSwapAmount', () => {
  it('reads the amount exactly', () => {
    expect(validateSwapAmount({ token: pUSD, amount: ' 2.5 ' })).toBe(2_500_000n)
    expect(validateSwapAmount({ token: pUSD, amount: '.000001' })).toBe(1n)
    expect(validateSwapAmount({ token: pUSD, amount: '1.0000000' })).toBe(1_000_000n)
  })

  it("refuses with the send flow's texts", () => {
    const text = (amount: string, token: typeof pUSD | null = pUSD) => {
      try {
        validateSwapAmount({ token: token ?? undefined, amount })
      } catch (error) {
        return (error as { shortMessage: string }).shortMessage
      }
    }
    expect(text('1', null)).toBe('A token is required')
    expect(text('1,5')).toBe('Enter the amount as a number, e.g. 1.5')
    expect(text('-1')).toBe('Enter the amount as a number, e.g. 1.5')
    expect(text('0.0000001')).toBe('pUSD has at most 6 decimals')
    expect(text('0.000')).toBe('Enter an amount above zero')
  })
})
