import { SWAP_SLIPPAGE } from '../constants'
import { formatAmount } from '../format/formatAmount'
import type { SwapToken } from './types'

/** Parameters of {@link getSwapDetails}. */
export type GetSwapDetailsParameters = {
  from: Pick<SwapToken, 'decimals' | 'price'>
  to: Pick<SwapToken, 'decimals' | 'price'>
  /** The exact input and the quote's output, in each token's smallest unit. */
  fromAmount: bigint
  toAmount: bigint
  /** Gas of the next transaction and wei per gas, when known. */
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  /** USD price of one native token, when known. */
  nativePrice?: number | undefined
  nativeDecimals?: number | undefined
  /** Percent; default {@link SWAP_SLIPPAGE} (1, SPEC §9). */
  slippage?: number | undefined
}

/** What the Swap view shows about a quote. */
export type GetSwapDetailsReturnType = {
  /** How much of `to` one `from` gives at this quote (display units). */
  rate: number
  /** Percent of the input's USD value the swap loses (pool fee and depth); undefined without prices. */
  priceImpact: number | undefined
  /** The least the swap gives (it reverts below): toAmount × (1 − slippage %), rounded down. */
  toAmountMin: bigint
  /** The network fee in wei, and in USD when the native price is known. */
  networkFee: bigint | undefined
  networkFeeUsd: number | undefined
}

const toNumber = (value: bigint, decimals: number) => Number(formatAmount(value, decimals))

/**
 * The rate, price impact, minimum received (SPEC §9 slippage: 1 %) and network fee of a quote.
 * The minimum is computed as the server computes `amountOutMin` (basis points, rounded down), so
 * what the view shows is what the transaction enforces. The price impact compares the USD values
 * of the two sides, as the leading kit does.
 *
 * @example
 * getSwapDetails({ from: eth, to: pusd, fromAmount: 10n ** 17n, toAmount: 199_400_000n })
 * // { rate: 1994, toAmountMin: 197_406_000n, priceImpact: … }
 */
export function getSwapDetails(parameters: GetSwapDetailsParameters): GetSwapDetailsReturnType {
  const { from, to, fromAmount, toAmount, gas, gasPrice, nativePrice } = parameters
  const slippage = parameters.slippage ?? SWAP_SLIPPAGE
  const fromValue = toNumber(fromAmount, from.decimals)
  const toValue = toNumber(toAmount, to.decimals)
  const rate = fromValue === 0 ? 0 : toValue / fromValue
  const priceImpact =
    from.price && to.price && fromValue > 0
      ? Math.max(0, (1 - (toValue * to.price) / (fromValue * from.price)) * 100)
      : undefined
  const toAmountMin = (toAmount * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n
  const networkFee = gas !== undefined && gasPrice !== undefined ? gas * gasPrice : undefined
  const networkFeeUsd =
    networkFee !== undefined && nativePrice !== undefined
      ? toNumber(networkFee, parameters.nativeDecimals ?? 18) * nativePrice
      : undefined
  return { rate, priceImpact, toAmountMin, networkFee, networkFeeUsd }
}
