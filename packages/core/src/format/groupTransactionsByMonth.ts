import { isSpamTransaction } from './isSpamTransaction'
import type { Transaction } from './types'

/** Parameters of {@link groupTransactionsByMonth}. */
export type GroupTransactionsByMonthParameters = {
  /** Calendar used to pick year and month: `'UTC'` (default) or the runtime's `'local'` zone. */
  timeZone?: 'UTC' | 'local' | undefined
}

/** One month of history. */
export type TransactionMonthGroup<transaction = Transaction> = {
  year: number
  /** 0 (January) to 11 (December), like `Date#getMonth`. */
  month: number
  /** Newest first. */
  transactions: transaction[]
}

/** Result of {@link groupTransactionsByMonth}: months newest first. */
export type GroupTransactionsByMonthReturnType<transaction = Transaction> =
  TransactionMonthGroup<transaction>[]

/**
 * Groups history items by year and month of `metadata.minedAt`, newest month first and newest
 * item first within a month (ties keep their input order). Drops items whose transfers are all
 * flagged spam ({@link isSpamTransaction}: `nft_info.flags.is_spam` or `fungible_info.flags.is_spam`;
 * an item without transfers is kept) and items whose
 * `minedAt` is not a readable date.
 *
 * @example
 * groupTransactionsByMonth(transactions)
 * // [{ year: 2025, month: 2, transactions: [...] }, { year: 2025, month: 1, transactions: [...] }]
 */
export function groupTransactionsByMonth<
  transaction extends Pick<Transaction, 'metadata' | 'transfers'> = Transaction,
>(
  transactions: readonly transaction[],
  parameters: GroupTransactionsByMonthParameters = {},
): GroupTransactionsByMonthReturnType<transaction> {
  const utc = (parameters.timeZone ?? 'UTC') === 'UTC'
  const dated = transactions
    .filter((transaction) => !isSpamTransaction(transaction))
    .map((transaction) => ({ transaction, time: Date.parse(transaction.metadata.minedAt) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)

  const groups: TransactionMonthGroup<transaction>[] = []
  for (const { transaction, time } of dated) {
    const date = new Date(time)
    const year = utc ? date.getUTCFullYear() : date.getFullYear()
    const month = utc ? date.getUTCMonth() : date.getMonth()
    const last = groups[groups.length - 1]
    if (last && last.year === year && last.month === month) last.transactions.push(transaction)
    else groups.push({ year, month, transactions: [transaction] })
  }
  return groups
}
