import { assertSiwxMessageData } from './assertSiwxMessageData'
import type { InvalidSiwxMessageError } from './errors'
import { type SiwxNamespaceProfile, siwxNamespaces } from './namespaces'
import type { SiwxMessageData } from './types'

/** Parameters of {@link formatSiwxMessage}. */
export type FormatSiwxMessageParameters = SiwxMessageData
/** Result of {@link formatSiwxMessage}: the text the wallet signs. */
export type FormatSiwxMessageReturnType = string
/** Errors {@link formatSiwxMessage} may throw. */
export type FormatSiwxMessageErrorType = InvalidSiwxMessageError

/**
 * Writes a sign-in message as CAIP-122 text: EIP-4361 for eip155 ("…wants you to sign in with
 * your Ethereum account:"), byte-for-byte what the `siwe` reference implementation writes; Sign in
 * with Solana for solana ("…your Solana account:"), byte-for-byte what the Wallet Standard's
 * `createSignInMessageText` writes (no empty statement line when there is no statement; `Chain
 * ID: mainnet` / `testnet` / `devnet`, or the genesis reference of another chain).
 * {@link parseSiwxMessage} reads it back to the same data. Throws
 * {@link InvalidSiwxMessageError} when a field breaks the grammar.
 *
 * @example
 * formatSiwxMessage({
 *   domain: 'localhost:3000',
 *   accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   uri: 'http://localhost:3000',
 *   version: '1',
 *   chainId: 'eip155:31337',
 *   nonce: 'a1b2c3d4e5f6a7b8c9',
 *   issuedAt: '2026-01-01T00:00:00.000Z',
 * })
 * // 'localhost:3000 wants you to sign in with your Ethereum account:\n0xf39F…2266\n\n\nURI: …'
 */
export function formatSiwxMessage(data: FormatSiwxMessageParameters): FormatSiwxMessageReturnType {
  assertSiwxMessageData(data)
  const colon = data.chainId.indexOf(':')
  const namespace = data.chainId.slice(0, colon) as keyof typeof siwxNamespaces
  // assertSiwxMessageData checked that the namespace has a profile.
  const profile = siwxNamespaces[namespace] as SiwxNamespaceProfile
  const origin = data.scheme === undefined ? data.domain : `${data.scheme}://${data.domain}`
  const lines = [
    `${origin} wants you to sign in with your ${profile.blockchain} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement !== undefined && data.statement !== '') lines.push(data.statement, '')
  else if (profile.emptyStatementLine) lines.push('')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${profile.writeChainId(data.chainId.slice(colon + 1))}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
