import type { TokenBalance } from './types'

/** Result of {@link filterTokenBalances}. */
export type FilterTokenBalancesReturnType<token> = token[]

/**
 * Drops tokens whose `quantity.decimals` is `'0'` (non-fungibles, SPEC §5); keeps the order.
 *
 * @example
 * filterTokenBalances([usdc, nft]) // [usdc] when nft.quantity.decimals === '0'
 */
export function filterTokenBalances<token extends Pick<TokenBalance, 'quantity'>>(
  list: readonly token[],
): FilterTokenBalancesReturnType<token> {
  return list.filter((token) => token.quantity.decimals !== '0')
}
