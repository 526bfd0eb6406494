import { InvalidSignInputError } from '../errors/sign'
import { readDid } from './readDid'
import { decodeRecap, formatRecapStatement, getRecapFromResources } from './recap'
import type { AuthPayload, CacaoPayload } from './types'

/** The request's fields (an `AuthPayload` or a CACAO's `p`); `uri` may stand in for `aud`. */
export type FormatAuthMessageRequest = Omit<AuthPayload, 'chains' | 'aud' | 'type'> & {
  aud?: string | undefined
  uri?: string | undefined
  chains?: string[] | undefined
} & Partial<Pick<CacaoPayload, 'iss'>>

export type FormatAuthMessageParameters = {
  request: FormatAuthMessageRequest
  /** The signer: `did:pkh:eip155:{reference}:{address}`. */
  iss: string
}
export type FormatAuthMessageReturnType = string

/**
 * The exact EIP-4361 / CAIP-122 text a wallet signs for a sign-in request. With a ReCap
 * (EIP-5573) as the last resource, the statement gets the "I further authorize…" sentence. The
 * dapp rebuilds the same text from the returned CACAO to check the signature.
 *
 * @example
 * const message = formatAuthMessage({ request: authPayload, iss: `did:pkh:eip155:1:${address}` })
 * const signature = await account.signMessage({ message })
 */
export function formatAuthMessage(
  parameters: FormatAuthMessageParameters,
): FormatAuthMessageReturnType {
  const { request, iss } = parameters
  const did = readDid(iss)
  const aud = request?.aud || request?.uri
  if (!aud) throw new InvalidSignInputError('the sign-in request needs aud (or uri)')
  for (const key of ['domain', 'version', 'nonce', 'iat'] as const) {
    if (typeof request[key] !== 'string' || request[key] === '') {
      throw new InvalidSignInputError(`the sign-in request needs ${key}`)
    }
  }
  const recap = getRecapFromResources(request.resources)
  const statement = recap
    ? formatRecapStatement(request.statement, decodeRecap(recap))
    : request.statement || undefined
  const lines: (string | undefined)[] = [
    `${request.domain} wants you to sign in with your Ethereum account:`,
    did.address,
    '',
    statement,
    '',
    `URI: ${aud}`,
    `Version: ${request.version}`,
    `Chain ID: ${did.reference}`,
    `Nonce: ${request.nonce}`,
    `Issued At: ${request.iat}`,
    request.exp ? `Expiration Time: ${request.exp}` : undefined,
    request.nbf ? `Not Before: ${request.nbf}` : undefined,
    request.requestId ? `Request ID: ${request.requestId}` : undefined,
    request.resources
      ? `Resources:${request.resources.map((resource) => `\n- ${resource}`).join('')}`
      : undefined,
  ]
  return lines.filter((line) => line !== undefined).join('\n')
}
