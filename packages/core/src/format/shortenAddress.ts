/** Result of {@link shortenAddress}. */
export type ShortenAddressReturnType = string

/**
 * Shortens an address for display: the first 4 characters, `…`, the last 6 (SPEC §5). A string of
 * 10 characters or fewer is returned unchanged; a missing address gives `''`.
 *
 * @example
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function shortenAddress(address: string | undefined | null): ShortenAddressReturnType {
  if (typeof address !== 'string') return ''
  if (address.length <= 10) return address
  return `${address.slice(0, 4)}…${address.slice(-6)}`
}
