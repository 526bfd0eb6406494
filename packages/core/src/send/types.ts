/** A token the account can send (SPEC §3 send draft `token`), with an exact balance. */
export type SendToken = {
  name: string
  symbol: string
  decimals: number
  /** The token contract (for eip155 an ERC-20 address, no CAIP prefix); absent for the native token. */
  address?: string | undefined
  /** The account's balance, in the token's smallest unit. */
  balance: bigint
  /** USD price of one token, when known. */
  price?: number | undefined
  iconUrl?: string | undefined
}
