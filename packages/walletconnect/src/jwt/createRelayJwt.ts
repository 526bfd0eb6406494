import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'
import { InvalidRelayJwtError } from '../errors/jwt'
import { getClientId } from './getClientId'
import { readSeed } from './readSeed'

export type CreateRelayJwtParameters = {
  /** The client's Ed25519 seed: 32 bytes or 64 hex characters. Keep it; it is the client's id. */
  seed: Uint8Array | string
  /** The relay URL the token is for, e.g. `wss://relay.example.com`. */
  aud: string
  /** Lifetime of the token in seconds (the official clients use one day). */
  ttlSeconds: number
  /** The current time in milliseconds since the epoch. Default `Date.now()`. */
  now?: number | undefined
  /** The subject; 32 random bytes as hex by default. */
  sub?: string | undefined
}
export type CreateRelayJwtReturnType = string

/** Claims of a relay auth token. */
export type RelayJwtPayload = { iss: string; sub: string; aud: string; iat: number; exp: number }

/**
 * Makes the auth token a client passes to the relay (`?auth=…`): a JWT signed with EdDSA over
 * Ed25519 whose `iss` is the client's `did:key` (its client id), `aud` the relay URL.
 *
 * @example
 * const auth = createRelayJwt({ seed, aud: 'wss://relay.example.com', ttlSeconds: 86400 })
 * new WebSocket(`wss://relay.example.com?auth=${auth}&projectId=${projectId}`)
 */
export function createRelayJwt(parameters: CreateRelayJwtParameters): CreateRelayJwtReturnType {
  const { aud, ttlSeconds, now = Date.now(), sub = bytesToHex(randomBytes(32)) } = parameters
  const seed = readSeed(parameters.seed)
  if (typeof aud !== 'string' || aud.length === 0) throw new InvalidRelayJwtError('aud is required')
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0) {
    throw new InvalidRelayJwtError('ttlSeconds must be a positive whole number')
  }
  if (!Number.isFinite(now)) throw new InvalidRelayJwtError('now must be a time in milliseconds')
  const iat = Math.floor(now / 1000)
  const header = { alg: 'EdDSA', typ: 'JWT' }
  const payload: RelayJwtPayload = { iss: getClientId(seed), sub, aud, iat, exp: iat + ttlSeconds }
  const signingInput = `${encodeJson(header)}.${encodeJson(payload)}`
  const signature = ed25519.sign(utf8ToBytes(signingInput), seed)
  return `${signingInput}.${base64urlnopad.encode(signature)}`
}

function encodeJson(value: unknown): string {
  return base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))
}
