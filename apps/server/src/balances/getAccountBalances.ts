import type { TokenBalance } from '@portico/core'
import type { Address, PublicClient } from 'viem'
import type { PriceSource } from '../prices/priceSource'
import { readAccountBalances } from './readAccountBalances'
import { toAccountBalance } from './toAccountBalance'
import type { ChainTokenList } from './tokenListSchema'

export type GetAccountBalancesParameters = {
  client: PublicClient
  /** CAIP-2 id of the chain, e.g. `eip155:31337`. */
  caipNetworkId: string
  list: ChainTokenList
  priceSource: PriceSource
  address: Address
}
/** A SPEC §3 token balance with its USD `value` always set. */
export type AccountBalance = TokenBalance & { value: number }
/** SPEC §3 token balances; `iconUrl` is the server-relative `/public/getTokenImage/{symbol}`. */
export type GetAccountBalancesReturnType = AccountBalance[]

/**
 * An account's balances on one EVM chain, in the SPEC §3 shape: the native currency first (always,
 * even at zero), then each token of the chain's list it holds (zero balances and failed reads
 * left out). Quantities are exact decimal strings; `price` is USD per whole token and `value`
 * = quantity × price, both worked out as exact fractions and rounded once to a number. A token the
 * price source cannot price gets `price: 0` and `value: 0`.
 *
 * @example
 * const balances = await getAccountBalances({ client, caipNetworkId: 'eip155:31337', list, priceSource, address })
 * // [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 30000000, price: 3000,
 * //    quantity: { decimals: '18', numeric: '10000' }, iconUrl: '/public/getTokenImage/ETH' }, …]
 */
export async function getAccountBalances(
  parameters: GetAccountBalancesParameters,
): Promise<GetAccountBalancesReturnType> {
  const { client, caipNetworkId, list, priceSource, address } = parameters
  const amounts = await readAccountBalances({ client, list, address })
  const held = list.tokens
    .map((token, index) => ({ token, amount: amounts.tokens[index] }))
    .filter((item): item is typeof item & { amount: bigint } => (item.amount ?? 0n) > 0n)
  const [nativePrice, ...prices] = await priceSource.getUsdPrices({
    caipNetworkId,
    tokens: [{ address: 'native' }, ...held.map(({ token }) => ({ address: token.address }))],
  })
  return [
    toAccountBalance({ caipNetworkId, ...list.nativeCurrency }, amounts.native, nativePrice),
    ...held.map(({ token, amount }, index) =>
      toAccountBalance({ caipNetworkId, ...token }, amount, prices[index], token.address),
    ),
  ]
}
