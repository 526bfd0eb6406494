import { describe, expect, it } from 'vitest'
import { getSwapDetails } from './getSwapDetails'

const ether = { decimals: 18, price: 2000 }
const pUSD = { decimals: 6, price: 1 }

describe('getSwapDetails', () => {
  it('rate, price impact from USD values, 1 % minimum as the server rounds it, fee in USD', () => {
    const details = getSwapDetails({
      from: ether,
      to: pUSD,
      fromAmount: 10n ** 17n,
      toAmount: 190_000_000n, // 190 pUSD for 200 USD of ether: 5 % lost
      gas: 150_000n,
      gasPrice: 2_000_000_000n,
      nativePrice: 2000,
    })
    expect(details.rate).toBe(1900)
    expect(details.priceImpact).toBeCloseTo(5, 10)
    expect(details.toAmountMin).toBe(188_100_000n)
    expect(details.networkFee).toBe(300_000_000_000_000n)
    expect(details.networkFeeUsd).toBeCloseTo(0.6, 10)
  })

  it('rounds the minimum down, and leaves unknowns undefined', () => {
    const details = getSwapDetails({
      from: { decimals: 0 },
      to: { decimals: 0 },
      fromAmount: 3n,
      toAmount: 101n,
    })
    expect(details.toAmountMin).toBe(99n) // 101 × 0.99 = 99.99
    expect(details).toMatchObject({
      priceImpact: undefined,
      networkFee: undefined,
      networkFeeUsd: undefined,
    })
    expect(
      getSwapDetails({ from: ether, to: pUSD, fromAmount: 1n, toAmount: 10n, slippage: 0.5 })
        .toAmountMin,
    ).toBe(9n)
  })
})
