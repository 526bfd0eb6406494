import { parseCaipNetworkId } from '@portico/core/caip'
import type { TokenLists } from '../balances/tokenListSchema'
import type { TreasuryAsset } from './createTreasury'
import type { PurchaseCurrency } from './onrampProvider'

/** A token the sandbox sells on one chain. */
export type SandboxItem = {
  network: string
  asset: TreasuryAsset
  symbol: string
  name: string
  decimals: number
}

/**
 * What can be bought on `network`: its token list's USD token (the one priced at 1 USD) and
 * native currency; none when the chain has no priced list.
 *
 * @example
 * sellableItems(tokenLists, 'eip155:31337').map((item) => item.symbol) // ['pUSD', 'ETH']
 */
export function sellableItems(tokenLists: TokenLists, network: string): SandboxItem[] {
  const list = tokenLists[network]
  const usd = list?.tokens.find((token) => token.address === list.prices?.usdToken)
  if (!list || !usd) return []
  return [
    { network, asset: usd.address, symbol: usd.symbol, name: usd.name, decimals: usd.decimals },
    { network, asset: 'native', ...list.nativeCurrency },
  ]
}

/**
 * Groups items by symbol into SPEC §3's purchase currencies (one network entry per chain; the
 * native currency's `contract_address` is empty).
 *
 * @example
 * toPurchaseCurrencies(sellableItems(tokenLists, 'eip155:31337'))[0]?.networks[0]?.chain_id // '31337'
 */
export function toPurchaseCurrencies(items: readonly SandboxItem[]): PurchaseCurrency[] {
  const currencies = new Map<string, PurchaseCurrency>()
  for (const item of items) {
    const currency = currencies.get(item.symbol) ?? {
      id: item.symbol,
      name: item.name,
      symbol: item.symbol,
      networks: [],
    }
    currency.networks.push({
      name: item.network,
      display_name: item.network,
      chain_id: parseCaipNetworkId(item.network).reference,
      contract_address: item.asset === 'native' ? '' : item.asset,
    })
    currencies.set(item.symbol, currency)
  }
  return [...currencies.values()]
}
