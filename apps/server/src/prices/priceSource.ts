import type { Address } from 'viem'

/** An exact price in USD of one whole token: `numerator / denominator` (bigints, denominator > 0). */
export type UsdPrice = { numerator: bigint; denominator: bigint }

/**
 * A token to price: an ERC-20 address or the chain's native currency. `decimals` is needed for a
 * token outside the chain's token list (read it from the chain); listed tokens have theirs.
 */
export type PriceQuery = { address: Address | 'native'; decimals?: number | undefined }

export type GetUsdPricesParameters = {
  /** CAIP-2 id of the chain, e.g. `eip155:31337`. */
  caipNetworkId: string
  tokens: readonly PriceQuery[]
}
/** One entry per token, in order; undefined where the source has no price. */
export type GetUsdPricesReturnType = (UsdPrice | undefined)[]

/**
 * Where USD prices come from. The default reads Uniswap V2 pools ({@link
 * createUniswapV2PriceSource}); another source (an oracle, a market API) implements this shape.
 * A source throws when it cannot answer at all (node down); a token it cannot price is undefined.
 */
export type PriceSource = {
  getUsdPrices(parameters: GetUsdPricesParameters): Promise<GetUsdPricesReturnType>
}
