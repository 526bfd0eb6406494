import {
  SendAmountDecimalsError,
  SwapFeeAboveBalanceError,
  SwapInsufficientBalanceError,
  SwapNetworkUnsupportedError,
  SwapNoLiquidityError,
  SwapSlippageExceededError,
  TransactionDeclinedError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { en } from '../strings/en'
import { swapErrorText } from './swapErrorText'

describe('swapErrorText', () => {
  it("shows the catalogue's swap texts with their figures, then the send flow's", () => {
    expect(swapErrorText(new SwapInsufficientBalanceError({ symbol: 'pUSD' }), en)).toBe(
      'Insufficient pUSD balance',
    )
    expect(swapErrorText(new SwapFeeAboveBalanceError({ symbol: 'ETH' }), en)).toBe(
      'Not enough ETH to pay the network fee',
    )
    expect(swapErrorText(new SwapNoLiquidityError(), en)).toMatch(/^No liquidity for this swap/)
    expect(swapErrorText(new SwapSlippageExceededError(), en)).toMatch(
      /^The price moved beyond the 1 % slippage tolerance: nothing was swapped/,
    )
    expect(swapErrorText(new TransactionDeclinedError(), en)).toBe('Transaction declined')
    expect(swapErrorText(new SendAmountDecimalsError({ symbol: 'pUSD', decimals: 6 }), en)).toBe(
      'pUSD has at most 6 decimals',
    )
  })

  it('shows SPEC §8 texts verbatim, and Unknown error for anything else', () => {
    expect(swapErrorText(new SwapNetworkUnsupportedError(), en)).toBe(
      'Network not supported for Swaps',
    )
    expect(swapErrorText(new Error('boom'), en)).toBe('Unknown error')
  })
})
