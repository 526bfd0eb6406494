import {
  formatAmount,
  type TransactionDirection,
  type TransactionFungibleInfo,
  type TransactionTransfer,
} from '@portico/core'
import type { PageTransfer } from './readPageTransfers'

/** A transfer as the history route answers it: the core shape with decimals and a spam flag. */
export type HistoryTransfer = TransactionTransfer & {
  fungible_info: TransactionFungibleInfo & {
    name: string
    symbol: string
    /** The token contract (lower-case); absent for the native currency. */
    address?: string | undefined
    flags: { is_spam: boolean }
  }
  direction: TransactionDirection
  /** `numeric` is the decimal amount (`'1.5'`), `decimals` the token's decimals as a string. */
  quantity: { numeric: string; decimals: string }
}

export type ToHistoryTransferParameters = {
  /** A transfer row with its token's metadata. */
  row: PageTransfer
  /** The account the history is of, as stored (lowercase hex on EVM, base58 on Solana). */
  address: string
  /** The chain's native currency, used when the transfer moved it (`tokenAddress` null). */
  native: { name: string; symbol: string; decimals: number }
  /** Icon URL of a token by symbol; undefined = no icon. */
  iconUrl: (symbol: string) => string | undefined
}

/**
 * A stored transfer as the history route answers it (shared by the EVM and Solana page readers):
 * the token's name, symbol, icon, address and spam flag; the direction seen from the account
 * (`self` when it is both ends); the amount as a decimal string with its decimals.
 *
 * @example
 * toHistoryTransfer({ row, address, native: { name: 'Ether', symbol: 'ETH', decimals: 18 }, iconUrl })
 * // { fungible_info: { name: 'Ether', symbol: 'ETH', flags: { is_spam: false } }, direction: 'out', quantity: { numeric: '1.5', decimals: '18' } }
 */
export function toHistoryTransfer(parameters: ToHistoryTransferParameters): HistoryTransfer {
  const { row, address, native, iconUrl } = parameters
  const { transfer, ...token } = row
  const isNative = transfer.tokenAddress === null
  const decimals = isNative ? native.decimals : (token.decimals ?? 0)
  const symbol = isNative ? native.symbol : (token.symbol ?? 'UNKNOWN')
  const icon = iconUrl(symbol)
  const outgoing = transfer.fromAddress === address
  const incoming = transfer.toAddress === address
  return {
    fungible_info: {
      name: isNative ? native.name : (token.name ?? 'Unknown token'),
      symbol,
      ...(icon === undefined ? {} : { icon: { url: icon } }),
      ...(transfer.tokenAddress === null ? {} : { address: transfer.tokenAddress }),
      flags: { is_spam: token.isSpam === true },
    },
    direction: outgoing && incoming ? 'self' : outgoing ? 'out' : 'in',
    quantity: {
      numeric: formatAmount(BigInt(transfer.amount), decimals),
      decimals: String(decimals),
    },
  }
}
