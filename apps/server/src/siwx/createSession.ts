import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { siwxNonces, siwxSessions } from '../db/siwxSchema'
import { checkNonce } from './checkNonce'
import { hashSessionToken } from './hashSessionToken'
import type { SiwxSession } from './toSiwxSession'
import { toSiwxSession } from './toSiwxSession'

export type CreateSessionParameters = {
  projectId: string
  nonce: string
  address: string
  caipNetworkId: string
  message: string
  signature: string
  cacao?: unknown
  now: number
  expiresAt: number
}
export type CreateSessionReturnType = {
  session: SiwxSession
  /** The secret for the `portico_session` cookie (only its hash is stored). */
  token: string
}

/**
 * Consumes the nonce and stores the session, in one transaction: the nonce is marked used by a
 * conditional UPDATE (unused, same project, not expired), so of two requests racing with the
 * same nonce exactly one gets a session; the other is refused as {@link checkNonce} explains.
 *
 * @example
 * const { session, token } = await createSession(db, { projectId, nonce, address, … })
 */
export async function createSession(
  db: Database,
  parameters: CreateSessionParameters,
): Promise<CreateSessionReturnType> {
  const { projectId, nonce, now } = parameters
  const token = randomBytes(32).toString('base64url')
  const row = await db.transaction(async (tx) => {
    const used = await tx
      .update(siwxNonces)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(siwxNonces.nonce, nonce),
          eq(siwxNonces.projectId, projectId),
          isNull(siwxNonces.usedAt),
          gt(siwxNonces.expiresAt, new Date(now)),
        ),
      )
      .returning({ nonce: siwxNonces.nonce })
    if (used.length === 0) {
      await checkNonce(tx as unknown as Database, { nonce, projectId, now })
      throw new Error('nonce could not be consumed')
    }
    const [inserted] = await tx
      .insert(siwxSessions)
      .values({
        id: randomBytes(16).toString('hex'),
        tokenHash: hashSessionToken(token),
        projectId,
        address: parameters.address,
        caipNetworkId: parameters.caipNetworkId,
        message: parameters.message,
        signature: parameters.signature,
        cacao: parameters.cacao ?? null,
        issuedAt: new Date(now),
        expiresAt: new Date(parameters.expiresAt),
      })
      .returning()
    return inserted
  })
  if (row === undefined) throw new Error('session was not stored')
  return { session: toSiwxSession(row), token }
}
