/** The native currency's address in swap CAIP-10 ids (as the server's `/v1/convert/*` use it). */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** A token of a swap (either side), with the account's exact balance. */
export type SwapToken = {
  name: string
  symbol: string
  decimals: number
  /** CAIP-10 id, e.g. `eip155:31337:0xbd51…` (native: `…:0xEeee…EEeE`). */
  address: string
  /** The account's balance, in the token's smallest unit (0n when it holds none). */
  balance: bigint
  /** USD price of one token, when known. */
  price?: number | undefined
  iconUrl?: string | undefined
}

/**
 * Whether a swap token is the native currency (its CAIP-10 id ends in `0xEeee…EEeE`).
 *
 * @example
 * isNativeSwapToken({ address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }) // true
 */
export function isNativeSwapToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${SWAP_NATIVE_TOKEN_ADDRESS.toLowerCase()}`)
}
