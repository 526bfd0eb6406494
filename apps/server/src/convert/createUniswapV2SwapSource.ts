import { type Address, encodeFunctionData, isAddressEqual, parseAbi } from 'viem'
import type { ChainClients } from '../balances/createChainClients'
import type { TokenLists } from '../balances/tokenListSchema'
import { nativeTokenAddress, type SwapQuote, type SwapSource } from './swapSource'

export type CreateUniswapV2SwapSourceParameters = {
  chainClients: ChainClients
  /** Each chain's `swaps` entry (router, wrapped native, route tokens). */
  tokenLists: TokenLists
}

const isNative = (token: Address) => isAddressEqual(token, nativeTokenAddress)

/** The Uniswap V2 Router02 functions the swaps use (the ABI every V2 fork keeps). */
const uniswapV2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/**
 * Exact-input swaps on a chain's Uniswap V2 pools (`swaps: { source: 'uniswapV2', router }` in
 * its token list): the router's `getAmountsOut` over the direct pair and over each route token
 * (the wrapped native and the USD token by default), best output wins; the native currency goes
 * in and out through the wrapped token (`swapExactETHForTokens`, `swapExactTokensForETH`).
 *
 * @example
 * const swaps = createUniswapV2SwapSource({ chainClients, tokenLists })
 * await swaps.quote({ chainId: 'eip155:31337', from: nativeTokenAddress, to: pUSD, amount: 10n ** 18n })
 */
export function createUniswapV2SwapSource(
  parameters: CreateUniswapV2SwapSourceParameters,
): SwapSource {
  const { chainClients, tokenLists } = parameters
  const configOf = (chainId: string) => {
    const swaps = tokenLists[chainId]?.swaps
    const client = chainClients.get(chainId)
    if (!swaps || !client) throw new TypeError(`No swaps on ${chainId}`)
    return { ...swaps, client }
  }

  async function quote({
    chainId,
    from,
    to,
    amount,
  }: {
    chainId: string
    from: Address
    to: Address
    amount: bigint
  }): Promise<SwapQuote | undefined> {
    const { client, router, wrappedNative, routeTokens } = configOf(chainId)
    const start = isNative(from) ? wrappedNative : from
    const end = isNative(to) ? wrappedNative : to
    if (isAddressEqual(start, end) || amount <= 0n) return undefined
    const middles = [wrappedNative, ...routeTokens].filter(
      (token, index, all) =>
        !isAddressEqual(token, start) &&
        !isAddressEqual(token, end) &&
        all.findIndex((other) => isAddressEqual(other, token)) === index,
    )
    const paths: Address[][] = [[start, end], ...middles.map((middle) => [start, middle, end])]
    const outs = await Promise.all(
      paths.map((path) =>
        client
          .readContract({
            address: router,
            abi: uniswapV2RouterAbi,
            functionName: 'getAmountsOut',
            args: [amount, path],
          })
          // A missing pair or an empty pool reverts: that route has no liquidity.
          .then((amounts) => amounts[amounts.length - 1] as bigint)
          .catch(() => 0n),
      ),
    )
    let best: SwapQuote | undefined
    outs.forEach((amountOut, index) => {
      if (amountOut > 0n && (!best || amountOut > best.amountOut))
        best = { amountIn: amount, amountOut, path: paths[index] as Address[] }
    })
    return best
  }

  return {
    has: (chainId) => tokenLists[chainId]?.swaps !== undefined && chainClients.has(chainId),
    quote,
    spender: (chainId) => configOf(chainId).router,
    async buildSwap({ chainId, from, to, amount, userAddress, slippage, deadline }) {
      const { router } = configOf(chainId)
      const found = await quote({ chainId, from, to, amount })
      if (!found) return undefined
      // amountOutMin = amountOut × (1 − slippage %), in basis points, rounded down.
      const amountOutMin = (found.amountOut * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n
      const path = [...found.path]
      const data = isNative(from)
        ? encodeFunctionData({
            abi: uniswapV2RouterAbi,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, path, userAddress, deadline],
          })
        : isNative(to)
          ? encodeFunctionData({
              abi: uniswapV2RouterAbi,
              functionName: 'swapExactTokensForETH',
              args: [amount, amountOutMin, path, userAddress, deadline],
            })
          : encodeFunctionData({
              abi: uniswapV2RouterAbi,
              functionName: 'swapExactTokensForTokens',
              args: [amount, amountOutMin, path, userAddress, deadline],
            })
      return {
        transaction: { to: router, data, value: isNative(from) ? amount : 0n },
        quote: found,
        amountOutMin,
      }
    },
  }
}
