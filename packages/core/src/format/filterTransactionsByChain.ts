import { type ParseCaipNetworkIdOptions, parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import type { Transaction } from './types'

/** Result of {@link filterTransactionsByChain}. */
export type FilterTransactionsByChainReturnType<transaction> = transaction[]

/**
 * Keeps the history items of one network (SPEC §5: show only the connected chain), in order.
 * Network ids are compared after CAIP-2 normalisation, so a legacy Solana id matches the current
 * one; an item whose `metadata.chain` is missing or not a CAIP-2 id (or that has no `metadata`)
 * matches nothing, and so does every item when `caipNetworkId` is not a CAIP-2 id.
 *
 * @example
 * filterTransactionsByChain(transactions, 'eip155:31337')
 */
export function filterTransactionsByChain<
  transaction extends Pick<Transaction, 'metadata'> = Transaction,
>(
  transactions: readonly transaction[],
  caipNetworkId: string,
  /** The app's networks, accepted as they are (a local Solana cluster). */
  options: ParseCaipNetworkIdOptions = {},
): FilterTransactionsByChainReturnType<transaction> {
  const wanted = normalise(caipNetworkId, options)
  if (wanted === undefined) return []
  return transactions.filter(
    (transaction) => normalise(transaction?.metadata?.chain, options) === wanted,
  )
}

function normalise(value: string | undefined, options: ParseCaipNetworkIdOptions) {
  if (typeof value !== 'string' || value === '') return undefined
  try {
    const { namespace, reference } = parseCaipNetworkId(value, options)
    return `${namespace}:${reference}`
  } catch {
    return undefined
  }
}
