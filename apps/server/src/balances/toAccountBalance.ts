import { formatUnits } from 'viem'
import type { UsdPrice } from '../prices/priceSource'
import { ratioToNumber } from '../prices/ratioToNumber'
import type { AccountBalance } from './getAccountBalances'
import { tokenImagePath } from './tokenImagePath'

/** The token of a balance: its chain, names and decimals. */
export type BalanceToken = { caipNetworkId: string; name: string; symbol: string; decimals: number }

/**
 * One SPEC §3 token balance of any namespace: `amount` in the token's smallest unit, its USD
 * value and price exact from the fraction `price` (0 when the price is unknown), and the token's
 * CAIP address (`<chain>:<token>`) unless it is the native currency.
 *
 * @example
 * toAccountBalance({ caipNetworkId: 'eip155:1', name: 'Ether', symbol: 'ETH', decimals: 18 }, 10n ** 18n, { numerator: 3000n, denominator: 1n })
 * // { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: '/public/getTokenImage/ETH' }
 */
export function toAccountBalance(
  token: BalanceToken,
  amount: bigint,
  price: UsdPrice | undefined,
  tokenAddress?: string,
): AccountBalance {
  const { caipNetworkId, name, symbol, decimals } = token
  return {
    name,
    symbol,
    chainId: caipNetworkId,
    ...(tokenAddress === undefined ? {} : { address: `${caipNetworkId}:${tokenAddress}` }),
    value:
      price === undefined
        ? 0
        : ratioToNumber({
            numerator: amount * price.numerator,
            denominator: price.denominator * 10n ** BigInt(decimals),
          }),
    price: price === undefined ? 0 : ratioToNumber(price),
    quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
    iconUrl: tokenImagePath(symbol),
  }
}
