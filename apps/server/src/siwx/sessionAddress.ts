/**
 * The `address` a session stores for the account that signed in: the address as written in the
 * message for eip155 (unchanged since sign-in existed), the CAIP-10 account
 * `solana:<reference>:<base58>` for solana (a base58 address is case-sensitive and the same key
 * exists on every cluster: the chain is part of who signed in).
 *
 * @example
 * toSessionAddress('eip155:1', '0xf39F…2266') // '0xf39F…2266'
 * toSessionAddress('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', 'oeYf…q96') // 'solana:GBAU…:oeYf…q96'
 */
export function toSessionAddress(chainId: string, accountAddress: string): string {
  return chainId.startsWith('solana:') ? `${chainId}:${accountAddress}` : accountAddress
}

/**
 * The account address (as a wallet gives it) of a session's stored `address`: the inverse of
 * {@link toSessionAddress}.
 *
 * @example
 * fromSessionAddress({ caipNetworkId: 'solana:GBAU…', address: 'solana:GBAU…:oeYf…q96' }) // 'oeYf…q96'
 */
export function fromSessionAddress(session: { caipNetworkId: string; address: string }): string {
  const prefix = `${session.caipNetworkId}:`
  return session.caipNetworkId.startsWith('solana:') && session.address.startsWith(prefix)
    ? session.address.slice(prefix.length)
    : session.address
}

/**
 * Whether `address` (from `GET /v1/sessions?address=`) names the session's account: EVM
 * addresses in any case; a Solana account exactly (base58 is case-sensitive), as its base58
 * address or its CAIP-10 account.
 *
 * @example
 * isSessionAddress(session, 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96') // true
 */
export function isSessionAddress(
  session: { caipNetworkId: string; address: string },
  address: string,
): boolean {
  if (session.caipNetworkId.startsWith('solana:'))
    return address === session.address || address === fromSessionAddress(session)
  return session.address.toLowerCase() === address.toLowerCase()
}
