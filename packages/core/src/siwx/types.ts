import type { CaipNetworkId } from '../caip/knownNamespaces'

/**
 * The data of a sign-in message (SPEC §3; CAIP-122). Times are kept as the exact RFC 3339 text
 * that appears in the message, so that formatting a parsed message gives back the same bytes.
 *
 * @example
 * const data: SiwxMessageData = {
 *   domain: 'localhost:3000',
 *   accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   statement: 'Sign in to Portico',
 *   uri: 'http://localhost:3000',
 *   version: '1',
 *   chainId: 'eip155:31337',
 *   nonce: 'a1b2c3d4e5f6a7b8c9',
 *   issuedAt: '2026-01-01T00:00:00.000Z',
 * }
 */
export type SiwxMessageData = {
  /** RFC 3986 authority asking for the sign-in (`host[:port]`, optionally `user@`). */
  domain: string
  /** Optional URI scheme written before the domain (`https://example.com wants you…`). */
  scheme?: string | undefined
  /** The signing account, as the namespace writes it (EIP-55 checksummed for eip155). */
  accountAddress: string
  /** One line of text for the user; no line break. */
  statement?: string | undefined
  /** RFC 3986 URI of the resource the sign-in is for. */
  uri: string
  /** Message version; only `'1'` exists. */
  version: '1'
  /** CAIP-2 id of the chain, e.g. `eip155:1` (the message shows only the reference). */
  chainId: CaipNetworkId
  /** At least 8 alphanumeric characters (the server's nonces are 32). */
  nonce: string
  /** RFC 3339 date-time the message was made. */
  issuedAt: string
  /** RFC 3339 date-time after which the message (and the session) is no longer valid. */
  expirationTime?: string | undefined
  /** RFC 3339 date-time before which the message is not yet valid. */
  notBefore?: string | undefined
  /** An opaque id the app may use to match the request (RFC 3986 path characters). */
  requestId?: string | undefined
  /** RFC 3986 URIs the user asks to be granted. */
  resources?: readonly string[] | undefined
}
