import { BaseError } from '@portico/core'
import { verifyRelayJwt } from '@portico/walletconnect'
import { RelayRefusedError } from './errors'
import { isRelayAudience } from './isRelayAudience'

export type CheckRelayAuthParameters = {
  /** The `auth` query parameter (the client's EdDSA JWT). */
  auth: string | undefined
  /** The `projectId` query parameter. */
  projectId: string | undefined
  /** The upgrade request's `Host` header. */
  host: string
  /**
   * The relay's configured public URL (`PORTICO_RELAY_PUBLIC_URL`): when set, tokens must name its
   * host and the `Host` header is not trusted.
   */
  publicUrl?: string | undefined
  /** Known project ids. */
  projects: { has(projectId: string): boolean }
  /** Current time in ms since the epoch. */
  now: number
}
export type CheckRelayAuthReturnType = {
  /** The client id: the token's `iss` (`did:key:z6Mk…`). */
  clientId: string
  /** When the token expires (ms since the epoch): the connection is closed then. */
  expiresAt: number
}
export type CheckRelayAuthErrorType = RelayRefusedError

/**
 * Decides whether a WebSocket upgrade to `/relay` may proceed: the project must exist and the
 * token must be a valid EdDSA `did:key` JWT, unexpired, living at most a day (`exp - iat`), whose
 * `aud` passes {@link isRelayAudience} for the configured public URL's host, or else the `Host`.
 * Throws {@link RelayRefusedError} (HTTP 401) with the reason.
 *
 * @example
 * const { clientId } = checkRelayAuth({ auth, projectId, host: request.headers.host ?? '', projects, now: Date.now() })
 */
export function checkRelayAuth(parameters: CheckRelayAuthParameters): CheckRelayAuthReturnType {
  const { auth, projectId, projects, now, publicUrl } = parameters
  const host = publicUrl === undefined ? parameters.host : new URL(publicUrl).host
  if (projectId === undefined || projectId === '')
    throw new RelayRefusedError(401, 'Missing projectId')
  if (!projects.has(projectId))
    throw new RelayRefusedError(401, `Unknown projectId: ${projectId.slice(0, 100)}`)
  if (auth === undefined || auth === '')
    throw new RelayRefusedError(401, 'Missing relay auth token (query parameter auth)')
  const claimed = readAudience(auth)
  const aud =
    claimed !== undefined && isRelayAudience({ aud: claimed, host })
      ? claimed
      : (publicUrl ?? `ws://${host}/relay`)
  try {
    const { clientId, payload } = verifyRelayJwt(auth, { aud, now })
    return { clientId, expiresAt: payload.exp * 1000 }
  } catch (error) {
    const message = error instanceof BaseError ? error.shortMessage : 'Invalid relay auth token'
    throw new RelayRefusedError(401, message, error)
  }
}

/** The `aud` claim, read without checking anything (verification comes next). */
function readAudience(jwt: string): string | undefined {
  const payload = jwt.split('.')[1]
  if (payload === undefined) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown
    const aud = (claims as { aud?: unknown } | null)?.aud
    return typeof aud === 'string' ? aud : undefined
  } catch {
    return undefined
  }
}
