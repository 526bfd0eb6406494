import { type Address, parseAbi, zeroAddress } from 'viem'
import type { ChainClients } from '../balances/createChainClients'
import type { TokenLists } from '../balances/tokenListSchema'
import type { GetUsdPricesReturnType, PriceSource, UsdPrice } from './priceSource'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

export type CreateUniswapV2PriceSourceParameters = {
  chainClients: ChainClients
  /** Chains whose list has `prices: { source: 'uniswapV2', factory, usdToken, wrappedNative? }`. */
  tokenLists: TokenLists
}
export type CreateUniswapV2PriceSourceReturnType = PriceSource

type Pool = { reserveBase: bigint; reserveQuote: bigint }

/** Price of one whole `base` in `quote` units from a pool's reserves, exactly. */
function spotPrice(pool: Pool | undefined, baseDecimals: number, quoteDecimals: number) {
  if (pool === undefined || pool.reserveBase === 0n || pool.reserveQuote === 0n) return undefined
  return {
    numerator: pool.reserveQuote * 10n ** BigInt(baseDecimals),
    denominator: pool.reserveBase * 10n ** BigInt(quoteDecimals),
  }
}

function times(a: UsdPrice, b: UsdPrice): UsdPrice {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator }
}

const pairKey = (a: Address, b: Address) =>
  a.toLowerCase() < b.toLowerCase() ? `${a}/${b}` : `${b}/${a}`

/**
 * The default {@link PriceSource}: spot prices from Uniswap V2 pools, against the chain's
 * USD-stable token (worth exactly 1 USD). A token is priced through its pool with the USD token,
 * or else through its pool with the wrapped native token times that token's USD price; the native
 * currency is priced as its wrapped token. Reserves are read in one Multicall3 call (pair addresses
 * in another, once: they never change) and the maths is exact bigint fractions, decimals included.
 * A token outside the chain's list needs its `decimals` in the query, else it is undefined.
 *
 * @example
 * const source = createUniswapV2PriceSource({ chainClients, tokenLists })
 * const [eth] = await source.getUsdPrices({ caipNetworkId: 'eip155:31337', tokens: [{ address: 'native' }] })
 * ratioToNumber(eth!) // 3000 on the seeded devnet
 */
export function createUniswapV2PriceSource(
  parameters: CreateUniswapV2PriceSourceParameters,
): CreateUniswapV2PriceSourceReturnType {
  const { chainClients, tokenLists } = parameters
  const knownPairs = new Map<string, Address>()

  return {
    async getUsdPrices({ caipNetworkId, tokens }): Promise<GetUsdPricesReturnType> {
      const list = tokenLists[caipNetworkId]
      const config = list?.prices
      const client = chainClients.get(caipNetworkId)
      if (list === undefined || config === undefined || client === undefined)
        return tokens.map(() => undefined)
      const decimals = new Map(list.tokens.map((token) => [token.address, token.decimals]))
      const { usdToken, wrappedNative, factory } = config
      const usdDecimals = decimals.get(usdToken) ?? 0

      for (const { address, decimals: given } of tokens)
        if (address !== 'native' && given !== undefined && !decimals.has(address))
          decimals.set(address, given)
      const targets = tokens.map(({ address }) => {
        const resolved = address === 'native' ? wrappedNative : address
        return resolved !== undefined && decimals.has(resolved) ? resolved : undefined
      })
      const wanted = new Map<string, [Address, Address]>()
      const want = (a: Address, b: Address) => {
        if (a !== b) wanted.set(pairKey(a, b), [a, b])
      }
      for (const target of new Set(targets)) {
        if (target === undefined) continue
        want(target, usdToken)
        if (wrappedNative !== undefined) want(target, wrappedNative)
      }
      if (wrappedNative !== undefined) want(wrappedNative, usdToken)

      const chainKey = (key: string) => `${caipNetworkId}:${key}`
      const unknown = [...wanted].filter(([key]) => !knownPairs.has(chainKey(key)))
      if (unknown.length > 0) {
        const found = await client.multicall({
          contracts: unknown.map(([, [a, b]]) => ({
            address: factory,
            abi: factoryAbi,
            functionName: 'getPair' as const,
            args: [a, b] as const,
          })),
          allowFailure: false,
          batchSize: 0,
        })
        unknown.forEach(([key], index) => {
          const pair = found[index]
          if (pair !== undefined && pair !== zeroAddress) knownPairs.set(chainKey(key), pair)
        })
      }
      const pairs = [...wanted]
        .map(([key, tokensOfPair]) => ({ key, tokensOfPair, pair: knownPairs.get(chainKey(key)) }))
        .filter((entry): entry is typeof entry & { pair: Address } => entry.pair !== undefined)
      const reserves =
        pairs.length === 0
          ? []
          : await client.multicall({
              contracts: pairs.map(({ pair }) => ({
                address: pair,
                abi: pairAbi,
                functionName: 'getReserves' as const,
              })),
              allowFailure: false,
              batchSize: 0,
            })
      const pools = new Map<string, { token0: Address; reserve0: bigint; reserve1: bigint }>()
      pairs.forEach(({ key, tokensOfPair: [a, b] }, index) => {
        const [reserve0, reserve1] = reserves[index] ?? [0n, 0n]
        const token0 = a.toLowerCase() < b.toLowerCase() ? a : b
        pools.set(key, { token0, reserve0, reserve1 })
      })
      const pool = (base: Address, quote: Address): Pool | undefined => {
        const found = pools.get(pairKey(base, quote))
        if (found === undefined) return undefined
        return found.token0 === base
          ? { reserveBase: found.reserve0, reserveQuote: found.reserve1 }
          : { reserveBase: found.reserve1, reserveQuote: found.reserve0 }
      }
      const one: UsdPrice = { numerator: 1n, denominator: 1n }
      const wrappedUsd =
        wrappedNative === undefined
          ? undefined
          : spotPrice(pool(wrappedNative, usdToken), decimals.get(wrappedNative) ?? 0, usdDecimals)

      return targets.map((target) => {
        if (target === undefined) return undefined
        if (target === usdToken) return one
        const targetDecimals = decimals.get(target) ?? 0
        const direct = spotPrice(pool(target, usdToken), targetDecimals, usdDecimals)
        if (direct !== undefined) return direct
        if (wrappedNative === undefined || wrappedUsd === undefined) return undefined
        if (target === wrappedNative) return wrappedUsd
        const inWrapped = spotPrice(
          pool(target, wrappedNative),
          targetDecimals,
          decimals.get(wrappedNative) ?? 0,
        )
        return inWrapped === undefined ? undefined : times(inWrapped, wrappedUsd)
      })
    },
  }
}
