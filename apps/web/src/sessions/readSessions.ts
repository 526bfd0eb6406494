/** A sign-in session as `GET /v1/sessions` answers it (times ISO 8601). */
export type AppSession = {
  id: string
  address: string
  caipNetworkId: string
  issuedAt: string
  expiresAt: string
  revokedAt: string | null
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/**
 * Reads the body of `GET /v1/sessions` (`{ sessions: [session] }`), keeping the fields the
 * Sessions page shows; throws on any other shape rather than showing half a session.
 *
 * @example
 * const sessions = readSessions(await client.get({ path: '/v1/sessions', params }))
 */
export function readSessions(body: unknown): AppSession[] {
  const list = (body as { sessions?: unknown } | null)?.sessions
  if (!Array.isArray(list)) throw new Error('GET /v1/sessions: the answer has no sessions list')
  return list.map((entry: unknown, index) => {
    const s = entry as Partial<Record<keyof AppSession, unknown>> | null
    const revokedAt = s?.revokedAt ?? null
    if (
      !s ||
      !isText(s.id) ||
      !isText(s.address) ||
      !isText(s.caipNetworkId) ||
      !isText(s.issuedAt) ||
      !isText(s.expiresAt) ||
      !(revokedAt === null || isText(revokedAt))
    )
      throw new Error(`GET /v1/sessions: session ${index} is not a session`)
    return {
      id: s.id,
      address: s.address,
      caipNetworkId: s.caipNetworkId,
      issuedAt: s.issuedAt,
      expiresAt: s.expiresAt,
      revokedAt,
    }
  })
}
