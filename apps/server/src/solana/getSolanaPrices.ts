import { tokenImagePath } from '../balances/tokenImagePath'
import type { UsdPriceTable } from '../prices/parseUsdPriceTable'
import { ratioToNumber } from '../prices/ratioToNumber'
import { unknownTokenName } from './getSolanaAccountBalances'
import type { SolanaTokenLists } from './solanaTokenListSchema'

/**
 * SOL's address in a CAIP-10 id (`solana:<ref>:So111…111`): the System Program id, the address
 * wallet kits use for the native token (Reown AppKit's `SOLANA_NATIVE_TOKEN_ADDRESS`).
 */
export const solanaNativeTokenAddress = 'So11111111111111111111111111111111111111111'

export type GetSolanaPricesParameters = {
  /** The asked tokens of `solana:` chains: CAIP-10 id as asked, its CAIP-2 id and its address. */
  tokens: readonly { caip: string; caipNetworkId: string; address: string }[]
  /** The Solana chains the server serves (an upstream in `PORTICO_RPC_URLS`): others are left out. */
  served: { has(caipNetworkId: string): boolean }
  /** The price source of Solana tokens: the fixed table (`PORTICO_USD_PRICES` over the devnet defaults). */
  prices: UsdPriceTable
  /** Names and symbols of SOL and known mints per chain. */
  tokenLists: SolanaTokenLists
  /** Prefix of icon URLs; none: server-relative paths. */
  iconPrefix?: string | undefined
}
/** One entry per priced token, by the CAIP-10 id asked (`POST /v1/fungible/price`'s shape). */
export type GetSolanaPricesReturnType = Map<
  string,
  { name: string; symbol: string; iconUrl: string; price: number; address: string }
>

/**
 * The `POST /v1/fungible/price` answer for `solana:` tokens, from the same fixed USD table as the
 * Solana balances: SOL (as {@link solanaNativeTokenAddress}) at `<caip-2>:native`, a mint at
 * `<caip-2>:<mint>`. Names and symbols come from the chain's token
 * list (a mint it does not list is {@link unknownTokenName}, symbol its first 4 characters, as in
 * the balances). Tokens without a price, and chains not served, are left out. No chain call.
 *
 * @example
 * getSolanaPrices({ tokens: [{ caip, caipNetworkId, address: solanaNativeTokenAddress }], served, prices, tokenLists })
 * // Map { caip => { name: 'Solana', symbol: 'SOL', iconUrl: '/public/getTokenImage/SOL', price: 150, address: caip } }
 */
export function getSolanaPrices(parameters: GetSolanaPricesParameters): GetSolanaPricesReturnType {
  const { served, prices, tokenLists, iconPrefix = '' } = parameters
  const priced: GetSolanaPricesReturnType = new Map()
  for (const { caip, caipNetworkId, address } of parameters.tokens) {
    if (!served.has(caipNetworkId)) continue
    const list = tokenLists[caipNetworkId]
    const native = list?.nativeCurrency ?? { name: 'Solana', symbol: 'SOL', decimals: 9 }
    const isNative = address === solanaNativeTokenAddress
    const meta = isNative
      ? native
      : (list?.tokens.find((token) => token.address === address) ?? {
          name: unknownTokenName,
          symbol: address.slice(0, 4),
        })
    const price = prices.get(`${caipNetworkId}:${isNative ? 'native' : address}`)
    if (price === undefined) continue
    priced.set(caip, {
      name: meta.name,
      symbol: meta.symbol,
      iconUrl: `${iconPrefix}${tokenImagePath(meta.symbol)}`,
      price: ratioToNumber(price),
      address: caip,
    })
  }
  return priced
}
