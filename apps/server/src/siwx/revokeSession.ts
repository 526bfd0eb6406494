import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { siwxSessions } from '../db/siwxSchema'
import { type SiwxSession, toSiwxSession } from './toSiwxSession'

export type RevokeSessionParameters = { id: string; now: number }
export type RevokeSessionReturnType = SiwxSession | undefined

/**
 * Marks a session revoked at `now` (once: an already revoked session is left as it is and
 * `undefined` returned).
 *
 * @example
 * const revoked = await revokeSession(db, { id, now: clock.now() })
 */
export async function revokeSession(
  db: Database,
  { id, now }: RevokeSessionParameters,
): Promise<RevokeSessionReturnType> {
  const [row] = await db
    .update(siwxSessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(siwxSessions.id, id), isNull(siwxSessions.revokedAt)))
    .returning()
  return row === undefined ? undefined : toSiwxSession(row)
}
