import type { BaseError } from '../errors/base'
import type { SwapToken } from './types'

/** A quote with what the Swap view shows about it. */
export type SwapQuoteState = {
  /** The exact input and the pools' output, in each token's smallest unit. */
  fromAmount: bigint
  toAmount: bigint
  /** The least the swap gives (1 % slippage, SPEC §9); the transaction reverts below. */
  toAmountMin: bigint
  /** CAIP-10 ids the swap passes through. */
  path: string[]
  /** `to` per `from` (display units). */
  rate: number
  /** Percent, from USD prices; undefined when a price is unknown. */
  priceImpact: number | undefined
  /** The swap contract must first be allowed to spend `from` (an approval transaction). */
  needsApproval: boolean
  /** Fee of the next transaction (the approval when one is needed), in wei and USD. */
  networkFee: bigint | undefined
  networkFeeUsd: number | undefined
}

/** The swap draft and its state. */
export type SwapState = {
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** The amount as typed (a decimal string, read exactly). */
  sourceTokenAmount: string
  /** `approving` and `swapping`: the transaction stack is running. */
  status: 'idle' | 'quoting' | 'ready' | 'approving' | 'swapping'
  quote: SwapQuoteState | undefined
  /** The last rule the draft broke or the last failure, cleared by any edit. */
  error: BaseError | undefined
}

/** What `swap` returns once the swap is mined. */
export type SwapResult = {
  hash: string
  /** The approval sent first, when one was needed. */
  approvalHash: string | undefined
  /** The swap's fee, in wei. */
  fee: bigint
  sourceToken: SwapToken
  toToken: SwapToken
  fromAmount: bigint
  /** The quote the transaction was built on, and its enforced minimum. */
  toAmount: bigint
  toAmountMin: bigint
}

/** The native balance, for the fee check and the fee in USD. */
export type SwapNativeBalance = {
  value: bigint | undefined
  symbol: string | undefined
  decimals: number
  price: number | undefined
}
