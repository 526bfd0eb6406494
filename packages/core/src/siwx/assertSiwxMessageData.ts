import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { InvalidSiwxMessageError } from './errors'
import { isAuthority, isPchars, isScheme, isStatement, isUri } from './grammar'
import { siwxNamespaces } from './namespaces'
import { parseDateTime } from './parseDateTime'
import type { SiwxMessageData } from './types'

/** Errors {@link assertSiwxMessageData} may throw. */
export type AssertSiwxMessageDataErrorType = InvalidSiwxMessageError

const noncePattern = /^[A-Za-z0-9]{8,}$/

function text(data: Record<string, unknown>, field: keyof SiwxMessageData): string {
  const value = data[field]
  if (typeof value !== 'string') throw new InvalidSiwxMessageError(field, 'is missing')
  return value
}

function optionalText(
  data: Record<string, unknown>,
  field: keyof SiwxMessageData,
): string | undefined {
  const value = data[field]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new InvalidSiwxMessageError(field, 'must be a string')
  return value
}

function checkDateTime(field: 'issuedAt' | 'expirationTime' | 'notBefore', value: string): void {
  if (parseDateTime(value) === undefined)
    throw new InvalidSiwxMessageError(field, `must be an RFC 3339 date-time, got "${value}"`)
}

/**
 * Checks every field of a sign-in message against EIP-4361 / CAIP-122 (the same rules the
 * `siwe` reference parser applies; for solana, Sign in with Solana's: base58 address, no scheme,
 * the chain a public cluster or another Solana genesis reference) and throws {@link InvalidSiwxMessageError} naming the first
 * bad field. Used by {@link formatSiwxMessage} and {@link parseSiwxMessage}.
 *
 * @example
 * assertSiwxMessageData({ ...data, nonce: '1234567' })
 * // throws 'Invalid sign-in message: nonce must be at least 8 letters or digits'
 */
export function assertSiwxMessageData(data: unknown): asserts data is SiwxMessageData {
  if (typeof data !== 'object' || data === null)
    throw new InvalidSiwxMessageError('message', 'data must be an object')
  const record = data as Record<string, unknown>

  const domain = text(record, 'domain')
  if (!isAuthority(domain))
    throw new InvalidSiwxMessageError('domain', `must be an RFC 3986 authority, got "${domain}"`)
  const chainId = text(record, 'chainId')
  const [namespace = '', reference = '', ...extra] = chainId.split(':')
  const profile =
    extra.length === 0 && Object.hasOwn(siwxNamespaces, namespace)
      ? siwxNamespaces[namespace as keyof typeof siwxNamespaces]
      : undefined
  if (profile === undefined) {
    try {
      parseCaipNetworkId(chainId)
    } catch {
      throw new InvalidSiwxMessageError('chainId', `must be a CAIP-2 network id, got "${chainId}"`)
    }
    throw new InvalidSiwxMessageError('chainId', `namespace ${namespace} cannot sign in`)
  }
  // The profile, not parseCaipNetworkId: a Solana sign-in may name a local chain (any genesis).
  if (!profile.isReference(reference))
    throw new InvalidSiwxMessageError('chainId', `must be a CAIP-2 network id, got "${chainId}"`)
  const scheme = optionalText(record, 'scheme')
  if (scheme !== undefined && !profile.allowsScheme)
    throw new InvalidSiwxMessageError(
      'scheme',
      `is not part of a ${namespace} (${profile.blockchain}) sign-in message`,
    )
  if (scheme !== undefined && !isScheme(scheme))
    throw new InvalidSiwxMessageError('scheme', `must be an RFC 3986 scheme, got "${scheme}"`)

  const accountAddress = text(record, 'accountAddress')
  const addressProblem = profile.checkAddress(accountAddress, reference)
  if (addressProblem !== undefined)
    throw new InvalidSiwxMessageError(
      'accountAddress',
      `${addressProblem}, got "${accountAddress}"`,
    )

  const statement = optionalText(record, 'statement')
  if (statement !== undefined && !isStatement(statement))
    throw new InvalidSiwxMessageError(
      'statement',
      'must be one line of printable ASCII (EIP-4361 reserved and unreserved characters)',
    )

  const uri = text(record, 'uri')
  if (!isUri(uri)) throw new InvalidSiwxMessageError('uri', `must be an RFC 3986 URI, got "${uri}"`)
  if (record.version !== '1') throw new InvalidSiwxMessageError('version', 'must be "1"')
  const nonce = text(record, 'nonce')
  if (!noncePattern.test(nonce))
    throw new InvalidSiwxMessageError('nonce', 'must be at least 8 letters or digits')

  checkDateTime('issuedAt', text(record, 'issuedAt'))
  const expirationTime = optionalText(record, 'expirationTime')
  if (expirationTime !== undefined) checkDateTime('expirationTime', expirationTime)
  const notBefore = optionalText(record, 'notBefore')
  if (notBefore !== undefined) checkDateTime('notBefore', notBefore)

  const requestId = optionalText(record, 'requestId')
  if (requestId !== undefined && !isPchars(requestId))
    throw new InvalidSiwxMessageError('requestId', 'must be RFC 3986 path characters')

  const resources = record.resources
  if (resources !== undefined) {
    if (!Array.isArray(resources))
      throw new InvalidSiwxMessageError('resources', 'must be a list of URIs')
    for (const resource of resources)
      if (typeof resource !== 'string' || !isUri(resource))
        throw new InvalidSiwxMessageError(
          'resources',
          `must be RFC 3986 URIs, got "${String(resource)}"`,
        )
  }
}
