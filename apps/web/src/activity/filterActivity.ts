import type { Transaction, TransactionDirection } from '@portico/core'

/** Which items the Activity page shows: a direction and a token symbol, or all. */
export type ActivityFilter = {
  direction: TransactionDirection | 'all'
  /** A token's symbol, as `listActivityTokens` gives them. */
  token: string | 'all'
}

/** Parameters of {@link filterActivity}. */
export type FilterActivityParameters = {
  transactions: readonly Transaction[]
  filter: ActivityFilter
}

/** The items kept, in the order given. */
export type FilterActivityReturnType = Transaction[]

/**
 * The Activity page's direction and token filters (the network is chosen by which history is
 * read). An item is kept when one of its transfers has the direction and moved the token; an item
 * without transfers (an approval, a contract call) is kept only when both filters are `all`.
 *
 * @example
 * filterActivity({ transactions, filter: { direction: 'out', token: 'USDC' } })
 */
export function filterActivity({
  transactions,
  filter,
}: FilterActivityParameters): FilterActivityReturnType {
  if (filter.direction === 'all' && filter.token === 'all') return [...transactions]
  return transactions.filter((item) =>
    item.transfers.some(
      (transfer) =>
        (filter.direction === 'all' || transfer.direction === filter.direction) &&
        (filter.token === 'all' || transfer.fungible_info?.symbol === filter.token),
    ),
  )
}
