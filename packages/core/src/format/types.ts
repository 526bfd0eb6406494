/** A token holding as the balance API returns it (SPEC §3). */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 network id of the token's chain, e.g. `eip155:1`. */
  chainId: string
  /** CAIP-10 address of the token contract; absent for the native token. */
  address?: string | undefined
  /** Value of the holding in USD. */
  value?: number | undefined
  /** Price of one token in USD. */
  price: number
  /** The amount held: `decimals` as a string (`'0'` marks a non-fungible), `numeric` a decimal. */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** Status of a history item. */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** Direction of a transfer relative to the account. */
export type TransactionDirection = 'in' | 'out' | 'self'

/** The fungible token a transfer moved; `flags.is_spam` marks a token flagged spam. */
export type TransactionFungibleInfo = {
  name?: string | undefined
  symbol?: string | undefined
  /** The token contract; absent for the native token. */
  address?: string | undefined
  icon?: { url: string } | undefined
  flags?: { is_spam: boolean } | undefined
}

/** The NFT a transfer moved; `flags.is_spam` marks spam. */
export type TransactionNftInfo = {
  name?: string | undefined
  content?: { preview?: { url: string; content_type?: string | undefined } | undefined } | undefined
  flags: { is_spam: boolean }
}

/** One transfer within a history item. */
export type TransactionTransfer = {
  fungible_info?: TransactionFungibleInfo | undefined
  nft_info?: TransactionNftInfo | undefined
  direction?: TransactionDirection | undefined
  /** The amount as a decimal string (`numeric`), and the token's decimals when known. */
  quantity: { numeric: string; decimals?: string | undefined }
  /** Value in USD. */
  value?: number | undefined
  /** Price in USD of one unit. */
  price?: number | undefined
}

/** What happened in a history item. */
export type TransactionMetadata = {
  /** When it was mined, ISO 8601 (e.g. `2025-03-01T12:00:00Z`). */
  minedAt: string
  /** CAIP-2 network id, e.g. `eip155:31337`. */
  chain: string
  /** e.g. `send`, `receive`, `trade`, `approve`, `mint`, `execute`. */
  operationType: string
  status: TransactionStatus
  sentFrom: string
  sentTo: string
  hash?: string | undefined
  nonce?: number | undefined
}

/** A transaction history item (SPEC §3). */
export type Transaction = {
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}
