import type { Transaction, TransactionTransfer } from './types'

/** Builds a history item for tests; transfers default to one plain fungible transfer. */
export function transactionAt(
  id: string,
  minedAt: string,
  options: { chain?: string; transfers?: TransactionTransfer[] } = {},
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: options.chain ?? 'eip155:31337',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
    transfers: options.transfers ?? [
      {
        fungible_info: { name: 'Ether', symbol: 'ETH' },
        direction: 'out',
        quantity: { numeric: '1' },
      },
    ],
  }
}

/** A transfer of an NFT, flagged spam or not. */
export function nftTransfer(isSpam: boolean): TransactionTransfer {
  return {
    nft_info: { name: 'Drop', flags: { is_spam: isSpam } },
    direction: 'in',
    quantity: { numeric: '1' },
  }
}

/** A transfer of a fungible token, flagged spam or not. */
export function fungibleTransfer(isSpam: boolean): TransactionTransfer {
  return {
    fungible_info: { name: 'Drop Token', symbol: 'DROP', flags: { is_spam: isSpam } },
    direction: 'in',
    quantity: { numeric: '100', decimals: '18' },
  }
}
