import { assertSiwxMessageData, InvalidSiwxMessageError } from '@portico/core/siwx'
import { getAddress } from 'viem'
import { InvalidAuthRequestError, InvalidSignInputError } from '../errors/sign'
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
export type FormatAuthMessageErrorType = InvalidAuthRequestError | InvalidSignInputError

/**
 * The exact EIP-4361 / CAIP-122 text a wallet signs for a sign-in request. With a ReCap
 * (EIP-5573) as the last resource, the statement gets the "I further authorize…" sentence. The
 * dapp rebuilds the same text from the returned CACAO to check the signature. The request's fields
 * come from the dapp: each is checked against EIP-4361 (core's `assertSiwxMessageData`) first, so
 * a line break in the statement or a domain that is not an authority cannot forge lines of the
 * message (`InvalidAuthRequestError`).
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
  checkFields({ request, aud, statement, did })
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

function checkFields(parts: {
  request: FormatAuthMessageRequest
  aud: string
  statement: string | undefined
  did: ReturnType<typeof readDid>
}) {
  const { request, aud, statement, did } = parts
  const hex = /^0x[0-9a-fA-F]{40}$/.test(did.address)
  try {
    assertSiwxMessageData({
      domain: request.domain,
      // the address case is the wallet's own; the fields checked here are the dapp's
      accountAddress: did.namespace === 'eip155' && hex ? getAddress(did.address) : did.address,
      statement,
      uri: aud,
      version: request.version,
      chainId: did.chainId,
      nonce: request.nonce,
      issuedAt: request.iat,
      expirationTime: request.exp || undefined,
      notBefore: request.nbf || undefined,
      requestId: request.requestId || undefined,
      resources: request.resources,
    })
  } catch (error) {
    if (error instanceof InvalidSiwxMessageError) throw new InvalidAuthRequestError(error)
    throw error
  }
}
