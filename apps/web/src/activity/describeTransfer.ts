import { formatBalance, shortenAddress, type Transaction } from '@portico/core'

/** One Activity row's words. */
export type DescribeTransferReturnType = {
  /** `Sent`, `Received`, `Sent to self`, or the operation (`Approve`, `Trade`…). */
  label: string
  /** Signed amounts of the fungible transfers, e.g. `-1.500 ETH`, `+25.000 USDC`. */
  amounts: string[]
  /** `To 0x1234…abcd` for a send, `From …` for a receipt; empty otherwise. */
  counterpart: string
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * How the Activity page words a history item: its direction as a label, the signed amounts and
 * the other side of a plain send or receipt.
 *
 * @example
 * describeTransfer(item) // { label: 'Sent', amounts: ['-0.010 ETH'], counterpart: 'To 0x70…dc79C8' }
 */
export function describeTransfer(item: Transaction): DescribeTransferReturnType {
  const directions = new Set(item.transfers.map((t) => t.direction))
  const label =
    item.metadata.operationType === 'trade' || directions.size > 1
      ? 'Trade'
      : directions.has('out')
        ? 'Sent'
        : directions.has('in')
          ? 'Received'
          : directions.has('self')
            ? 'Sent to self'
            : capitalize(item.metadata.operationType)
  const amounts = item.transfers.flatMap((t) => {
    const symbol = t.fungible_info?.symbol
    if (!symbol) return []
    const sign = t.direction === 'out' ? '-' : t.direction === 'in' ? '+' : ''
    return [`${sign}${formatBalance(t.quantity.numeric)} ${symbol}`]
  })
  const counterpart =
    label === 'Sent'
      ? `To ${shortenAddress(item.metadata.sentTo)}`
      : label === 'Received'
        ? `From ${shortenAddress(item.metadata.sentFrom)}`
        : ''
  return { label, amounts, counterpart }
}
