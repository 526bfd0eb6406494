import { buildSwapApprove } from '../api/buildSwapApprove'
import { buildSwapTransaction } from '../api/buildSwapTransaction'
import type { CreateHttpClientReturnType } from '../api/createHttpClient'
import { getSwapAllowance } from '../api/getSwapAllowance'
import { getSwapGasPrice } from '../api/getSwapGasPrice'
import { getSwapQuote } from '../api/getSwapQuote'
import type { BaseError } from '../errors/base'
import {
  SwapFeeAboveBalanceError,
  SwapInsufficientBalanceError,
  SwapNoLiquidityError,
  SwapWouldFailError,
} from '../errors/swap'
import { getSwapDetails } from './getSwapDetails'
import type { SwapNativeBalance, SwapQuoteState } from './swapState'
import { isNativeSwapToken, type SwapToken } from './types'

/** Parameters of {@link quoteSwap}. */
export type QuoteSwapParameters = {
  client: CreateHttpClientReturnType
  from: SwapToken
  to: SwapToken
  /** The exact input, in `from`'s smallest unit. */
  amount: bigint
  userAddress: string
  /** The network, e.g. `eip155:31337`. */
  caipNetworkId: string
  native: SwapNativeBalance
  signal?: AbortSignal | undefined
}

/** The quote, and the first rule it breaks (the quote still shows with it). */
export type QuoteSwapReturnType = { quote: SwapQuoteState; error: BaseError | undefined }

/** The node's words when the account cannot pay for gas (and value). */
const lackOfFunds = /exceeds the balance|insufficient funds/i

/**
 * Quotes a swap and checks it (the Swap view's live quote): quote, gas price and allowance in
 * parallel, then the next transaction's gas (the approval when one is due, else the swap, both
 * estimated by the server), the details (rate, impact, 1 % minimum, fee in USD) and the rules:
 * `Insufficient {symbol} balance`, `Not enough {native} to pay the network fee`.
 *
 * @throws {SwapNoLiquidityError} when no pool has liquidity; the server's errors otherwise.
 * @example
 * const { quote, error } = await quoteSwap({ client, from, to, amount, userAddress, caipNetworkId, native })
 */
export async function quoteSwap(parameters: QuoteSwapParameters): Promise<QuoteSwapReturnType> {
  const { client, from, to, amount, userAddress, caipNetworkId, native, signal } = parameters
  const [answer, gasPrice, allowance] = await Promise.all([
    getSwapQuote(client, { from: from.address, to: to.address, amount, userAddress, signal }),
    getSwapGasPrice(client, { chainId: caipNetworkId, signal }),
    isNativeSwapToken(from)
      ? undefined
      : getSwapAllowance(client, { tokenAddress: from.address, userAddress, signal }),
  ])
  if (!answer.quote) throw new SwapNoLiquidityError()
  const needsApproval = allowance !== undefined && allowance.allowance < amount
  const enough = amount <= from.balance
  const nativeSymbol = native.symbol ?? 'ETH'
  let gas: bigint | undefined
  if (enough) {
    const common = { userAddress, from: from.address, to: to.address, amount, signal }
    gas = needsApproval
      ? (await buildSwapApprove(client, common)).tx.gas
      : (
          await buildSwapTransaction(client, common).catch((error: unknown) => {
            // A swap the server could not estimate for lack of ether is a fee problem.
            if (error instanceof SwapWouldFailError && lackOfFunds.test(String(error.details)))
              throw new SwapFeeAboveBalanceError({ symbol: nativeSymbol, cause: error })
            throw error
          })
        ).tx.gas
  }
  const details = getSwapDetails({
    from,
    to,
    fromAmount: answer.quote.fromAmount,
    toAmount: answer.quote.toAmount,
    gas,
    gasPrice: gasPrice.standard,
    nativePrice: native.price,
    nativeDecimals: native.decimals,
  })
  const quote: SwapQuoteState = {
    fromAmount: answer.quote.fromAmount,
    toAmount: answer.quote.toAmount,
    toAmountMin: details.toAmountMin,
    path: answer.quote.path,
    rate: details.rate,
    priceImpact: details.priceImpact,
    needsApproval,
    networkFee: details.networkFee,
    networkFeeUsd: details.networkFeeUsd,
  }
  if (!enough) return { quote, error: new SwapInsufficientBalanceError({ symbol: from.symbol }) }
  const fee = details.networkFee
  const spent = (fee ?? 0n) + (isNativeSwapToken(from) ? amount : 0n)
  if (fee !== undefined && native.value !== undefined && spent > native.value)
    return { quote, error: new SwapFeeAboveBalanceError({ symbol: nativeSymbol }) }
  return { quote, error: undefined }
}
