import { randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'
import type { siwxSessions } from '../../db/siwxSchema'
import { fromSessionAddress } from '../sessionAddress'
import type { SiwxSigningKey } from './createSiwxTokenKeys'

export type IssueSiwxTokenParameters = {
  key: SiwxSigningKey
  /** `iss`: the server's public URL. */
  issuer: string
  /** The live session the token speaks for. */
  session: Pick<
    typeof siwxSessions.$inferSelect,
    'id' | 'projectId' | 'caipNetworkId' | 'address' | 'expiresAt'
  >
  /** Longest lifetime, in ms (never past the session's own expiry). */
  lifetimeMs: number
  /** The current time, ms since the epoch. */
  now: number
}
export type IssueSiwxTokenReturnType = { token: string; expiresAt: Date }

/**
 * A sign-in token: a JWT (`typ: JWT`, `kid`) signed with the current key, `iss` the server's public
 * URL, `aud` the project id, `sub` the CAIP-10 account (`eip155:1:0x…`, `solana:…:…`), `sid` the
 * session id, a random `jti`, and `exp` at most `lifetimeMs` away and never after the session ends.
 *
 * @example
 * const { token, expiresAt } = await issueSiwxToken({ key, issuer, session, lifetimeMs: 600_000, now: clock.now() })
 */
export async function issueSiwxToken({
  key,
  issuer,
  session,
  lifetimeMs,
  now,
}: IssueSiwxTokenParameters): Promise<IssueSiwxTokenReturnType> {
  const expiresAt = Math.min(now + lifetimeMs, session.expiresAt.getTime())
  const seconds = (ms: number) => Math.floor(ms / 1000)
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(session.projectId)
    .setSubject(`${session.caipNetworkId}:${fromSessionAddress(session)}`)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(key.key)
  return { token, expiresAt: new Date(seconds(expiresAt) * 1000) }
}
