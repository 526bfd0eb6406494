import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'
import {
  InvalidRelayJwtError,
  RelayJwtAudienceError,
  RelayJwtExpiredError,
  RelayJwtSignatureError,
} from '../errors/jwt'
import type { RelayJwtPayload } from './createRelayJwt'
import { decodeDidKey } from './decodeDidKey'
import type { DidKey } from './encodeDidKey'

export type VerifyRelayJwtParameters = {
  /** The relay URL the token must be for. */
  aud: string
  /** The current time in milliseconds since the epoch. Default `Date.now()`. */
  now?: number | undefined
  /**
   * Longest lifetime accepted (`exp - iat`), in seconds. Default 86 400: one day, what the
   * official clients (2.21.8, `CRYPTO_JWT_TTL`) and `createRelayClient` issue.
   */
  maxLifetimeSeconds?: number | undefined
}

/** How far in the future `iat` may be (clock skew between client and relay), in seconds. */
const maxClockSkewSeconds = 300
export type VerifyRelayJwtReturnType = {
  /** The client's id: the token issuer's `did:key`. */
  clientId: DidKey
  payload: RelayJwtPayload
}

const decoder = new TextDecoder('utf-8', { fatal: true })

/**
 * Checks a relay auth token, as a relay does on WebSocket upgrade: well-formed EdDSA JWT, signature
 * by the issuer's `did:key`, `aud` equal to this relay, not expired, issued (`iat`) at most 5
 * minutes in the future and living at most `maxLifetimeSeconds` (a day). Returns the client id.
 *
 * @example
 * const { clientId } = verifyRelayJwt(url.searchParams.get('auth') ?? '', { aud: relayUrl })
 */
export function verifyRelayJwt(
  jwt: string,
  parameters: VerifyRelayJwtParameters,
): VerifyRelayJwtReturnType {
  const { aud, now = Date.now(), maxLifetimeSeconds = 86_400 } = parameters
  if (typeof jwt !== 'string') throw new InvalidRelayJwtError('not a string')
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new InvalidRelayJwtError('a JWT has three dot-separated parts')
  const [headerText, payloadText, signatureText] = parts as [string, string, string]
  const header = decodeJson(headerText, 'header')
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') {
    throw new InvalidRelayJwtError('the header must be {"alg":"EdDSA","typ":"JWT"}')
  }
  const payload = decodeJson(payloadText, 'payload')
  for (const claim of ['iss', 'sub', 'aud'] as const) {
    if (typeof payload[claim] !== 'string')
      throw new InvalidRelayJwtError(`${claim} must be a string`)
  }
  for (const claim of ['iat', 'exp'] as const) {
    if (!Number.isSafeInteger(payload[claim])) {
      throw new InvalidRelayJwtError(`${claim} must be a whole number of seconds`)
    }
  }
  let publicKey: Uint8Array
  try {
    publicKey = decodeDidKey(payload.iss as string)
  } catch (cause) {
    throw new InvalidRelayJwtError('iss must be an Ed25519 did:key', (cause as Error).message)
  }
  let signature: Uint8Array
  try {
    signature = base64urlnopad.decode(signatureText)
  } catch {
    throw new InvalidRelayJwtError('the signature is not base64url')
  }
  let valid = false
  try {
    valid =
      signature.length === 64 &&
      ed25519.verify(signature, utf8ToBytes(`${headerText}.${payloadText}`), publicKey)
  } catch {
    valid = false
  }
  if (!valid) throw new RelayJwtSignatureError()
  if (payload.aud !== aud) throw new RelayJwtAudienceError(aud, payload.aud as string)
  const exp = payload.exp as number
  const iat = payload.iat as number
  const seconds = Math.floor(now / 1000)
  if (seconds >= exp) throw new RelayJwtExpiredError(exp)
  if (iat > seconds + maxClockSkewSeconds)
    throw new InvalidRelayJwtError('iat is in the future', `iat ${iat}, now ${seconds}`)
  if (exp - iat > maxLifetimeSeconds)
    throw new InvalidRelayJwtError(
      `the token may live at most ${maxLifetimeSeconds} seconds (exp - iat)`,
      `exp - iat = ${exp - iat}`,
    )
  return { clientId: payload.iss as DidKey, payload: payload as RelayJwtPayload }
}

function decodeJson(text: string, part: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(decoder.decode(base64urlnopad.decode(text)))
  } catch {
    throw new InvalidRelayJwtError(`the ${part} is not base64url JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidRelayJwtError(`the ${part} must be a JSON object`)
  }
  return value as Record<string, unknown>
}
