import type { Address, Hex } from 'viem'

/** The placeholder address of a chain's native currency in swaps (as DEX aggregators write it). */
export const nativeTokenAddress: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** An exact-input quote: how much of `to` the swap of `amount` of `from` gives, and by what route. */
export type SwapQuote = {
  /** Smallest units of `from`. */
  amountIn: bigint
  /** Smallest units of `to` the route gives at the pools' current reserves. */
  amountOut: bigint
  /** The tokens the swap passes through, `from` first (native as the wrapped token). */
  path: readonly Address[]
}

/** A transaction for the user to send. */
export type SwapTransaction = { to: Address; data: Hex; value: bigint }

/**
 * Where a chain's swaps come from. The devnet (and any Uniswap V2 fork) uses
 * `createUniswapV2SwapSource`; a real chain can plug an aggregator by implementing this.
 */
export type SwapSource = {
  /** Chains this source serves (CAIP-2). */
  has(chainId: string): boolean
  /** The best exact-input route; `undefined` when no route has liquidity. */
  quote(parameters: {
    chainId: string
    from: Address
    to: Address
    amount: bigint
  }): Promise<SwapQuote | undefined>
  /** The contract that needs an allowance to spend `from` (none for the native currency). */
  spender(chainId: string): Address
  /** The swap transaction, with `amountOutMin` = quote × (1 − slippage). */
  buildSwap(parameters: {
    chainId: string
    from: Address
    to: Address
    amount: bigint
    userAddress: Address
    /** Percent, e.g. 1 for 1 % (SPEC §9). */
    slippage: number
    /** Unix seconds after which the swap reverts. */
    deadline: bigint
  }): Promise<{ transaction: SwapTransaction; quote: SwapQuote; amountOutMin: bigint } | undefined>
}
