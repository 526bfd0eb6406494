import type { siwxSessions } from '../db/siwxSchema'

/** A sign-in session as the API returns it (SPEC §3: data, message, signature, cacao?). */
export type SiwxSession = {
  id: string
  projectId: string
  /** The account address as written in the message. */
  address: string
  /** CAIP-2 id of the message's chain. */
  caipNetworkId: string
  message: string
  signature: string
  cacao?: unknown
  /** ISO 8601. */
  issuedAt: string
  /** ISO 8601. */
  expiresAt: string
  /** ISO 8601, or null while the session is live. */
  revokedAt: string | null
}

/**
 * A `siwx_sessions` row as the API's {@link SiwxSession} (times as ISO 8601).
 *
 * @example
 * const session = toSiwxSession(row)
 */
export function toSiwxSession(row: typeof siwxSessions.$inferSelect): SiwxSession {
  return {
    id: row.id,
    projectId: row.projectId,
    address: row.address,
    caipNetworkId: row.caipNetworkId,
    message: row.message,
    signature: row.signature,
    ...(row.cacao === null ? {} : { cacao: row.cacao }),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt === null ? null : row.revokedAt.toISOString(),
  }
}
