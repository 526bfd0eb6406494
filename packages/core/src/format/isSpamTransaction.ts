import type { Transaction, TransactionTransfer } from './types'

/** Result of {@link isSpamTransaction}. */
export type IsSpamTransactionReturnType = boolean

/**
 * Whether a history item is spam (SPEC §5): it has transfers and every one of them moved a token
 * flagged spam, an NFT (`nft_info.flags.is_spam`) or a fungible token
 * (`fungible_info.flags.is_spam`). An item without transfers, or with one clean transfer, is not.
 *
 * @example
 * isSpamTransaction({ transfers: [{ fungible_info: { flags: { is_spam: true } }, quantity: { numeric: '1' } }] })
 * // true
 */
export function isSpamTransaction(
  transaction: Pick<Transaction, 'transfers'>,
): IsSpamTransactionReturnType {
  const transfers = transaction.transfers ?? []
  return transfers.length > 0 && transfers.every(isSpamTransfer)
}

function isSpamTransfer(transfer: TransactionTransfer): boolean {
  return (
    transfer.nft_info?.flags?.is_spam === true || transfer.fungible_info?.flags?.is_spam === true
  )
}
