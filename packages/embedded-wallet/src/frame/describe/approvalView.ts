/** One line of the approval screen: what it is, and its value as plain text. */
export type ApprovalRow = { label: string; value: string }

/** What the approval screen shows for one request: a title, decoded rows, and the raw request. */
export type ApprovalView = {
  title: string
  rows: ApprovalRow[]
  /** The request's parameters as sent, for the collapsible raw view. */
  raw: string
}

/** A token's decimals and symbol, as the token contract answers them (through the RPC gateway). */
export type TokenInfo = { decimals: number; symbol?: string | undefined }

/** Reads a token's decimals (and symbol) on a chain; `undefined` when the contract does not answer. */
export type ReadToken = (token: string, chainId: string) => Promise<TokenInfo | undefined>

/**
 * Reads the addresses an address lookup table holds on a Solana chain; `undefined` when there is
 * no such table (or it cannot be read).
 */
export type ReadLookupTable = (table: string, chainId: string) => Promise<string[] | undefined>
