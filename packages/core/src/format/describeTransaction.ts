import { formatBalance } from './formatBalance'
import type { Transaction, TransactionStatus, TransactionTransfer } from './types'

/** One transfer of a history item as a row shows it. */
export type DescribedTransfer = {
  /** e.g. `-1.500 ETH`, `+250.000 pUSD`: signed by direction, 3 decimals truncated, no float maths. */
  amount: string
  symbol: string
  direction: TransactionTransfer['direction']
}

/** Result of {@link describeTransaction}. */
export type DescribeTransactionReturnType = {
  /** `send`, `receive`, `trade`, … as the server says. */
  operationType: string
  /** The other side: the receiver of a send, the sender otherwise. */
  counterpart: string
  transfers: DescribedTransfer[]
  status: TransactionStatus
  hash: string | undefined
  /** Milliseconds since the epoch, or `NaN` when `minedAt` is not a date. */
  minedAt: number
}

const signs = { in: '+', out: '-', self: '' } as const

/**
 * What one Activity row shows of a history item (SPEC §3): the operation, the counterpart's
 * address, each transfer's signed amount with its symbol (3 decimals, truncated, exact string
 * maths), the status and the time.
 *
 * @example
 * describeTransaction(transaction).transfers[0]?.amount // '-1.500 ETH'
 */
export function describeTransaction(transaction: Transaction): DescribeTransactionReturnType {
  const { metadata } = transaction
  return {
    operationType: metadata.operationType,
    counterpart: metadata.operationType === 'send' ? metadata.sentTo : metadata.sentFrom,
    transfers: (transaction.transfers ?? []).map((transfer) => {
      const symbol = transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? ''
      const sign = signs[transfer.direction ?? 'self'] ?? ''
      const quantity = transfer.nft_info
        ? formatBalance(transfer.quantity.numeric, 0)
        : formatBalance(transfer.quantity.numeric)
      const unsigned = quantity.startsWith('-') ? quantity.slice(1) : quantity
      return {
        amount: `${sign}${unsigned}${symbol ? ` ${symbol}` : ''}`,
        symbol,
        direction: transfer.direction,
      }
    }),
    status: metadata.status,
    hash: metadata.hash,
    minedAt: Date.parse(metadata.minedAt),
  }
}
