import { formatBalance, shortenAddress, type Transaction } from '@portico/core'
import { activityEn } from '../strings/pages/activityEn'
import type { PageStrings } from '../strings/types'

/** One Activity row's words. */
export type DescribeTransferReturnType = {
  /** `Sent`, `Received`, `Sent to self`, `Trade`, or the operation's word (`Minted`, `Transaction`…). */
  label: string
  /** Signed amounts of the fungible transfers, e.g. `-1.500 ETH`, `+25.000 USDC`. */
  amounts: string[]
  /** `To 0x1234…abcd` for a send, `From …` for a receipt; empty otherwise. */
  counterpart: string
}

/** How to word and write it: the catalogue's Activity texts, and the locale's decimals. */
export type DescribeTransferOptions = {
  t?: PageStrings['activity'] | undefined
  /** Writes core's decimal text in the locale (`1.500` → `1,500` in French); as is by default. */
  decimal?: ((text: string) => string) | undefined
}

/**
 * How the Activity page words a history item: its operation as a label, the signed amounts and
 * the other side of a plain send or receipt (English by default, or the texts given). A send,
 * a receipt or a trade is named by the directions of its transfers (`Sent to self`); another
 * operation the catalogue knows (`mint`, `burn`, `approve`…) by its word; any other as
 * `Transaction` — never the indexer's raw word, which is English.
 *
 * @example
 * describeTransfer(item) // { label: 'Sent', amounts: ['-0.010 ETH'], counterpart: 'To 0x70…dc79C8' }
 */
export function describeTransfer(
  item: Transaction,
  { t = activityEn, decimal = (text) => text }: DescribeTransferOptions = {},
): DescribeTransferReturnType {
  const { operationType } = item.metadata
  const directions = new Set(item.transfers.map((t) => t.direction))
  const operations: Record<string, string> = t.operations
  const byDirection = directions.has('out')
    ? t.sent
    : directions.has('in')
      ? t.received
      : directions.has('self')
        ? t.sentToSelf
        : undefined
  const label =
    operationType === 'trade' || directions.size > 1
      ? t.trade
      : Object.hasOwn(operations, operationType)
        ? (operations[operationType] ?? t.otherOperation)
        : (byDirection ?? t.otherOperation)
  const amounts = item.transfers.flatMap((transfer) => {
    const symbol = transfer.fungible_info?.symbol
    if (!symbol) return []
    const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
    return [`${decimal(`${sign}${formatBalance(transfer.quantity.numeric)}`)} ${symbol}`]
  })
  const counterpart =
    label === t.sent
      ? t.to(shortenAddress(item.metadata.sentTo))
      : label === t.received
        ? t.from(shortenAddress(item.metadata.sentFrom))
        : ''
  return { label, amounts, counterpart }
}
