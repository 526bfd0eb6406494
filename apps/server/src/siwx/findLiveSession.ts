import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { siwxSessions } from '../db/siwxSchema'

export type FindLiveSessionParameters = ({ id: string } | { tokenHash: string }) & {
  /** The current time, ms since the epoch: sessions expired by then are not found. */
  now: number
}
export type FindLiveSessionReturnType = typeof siwxSessions.$inferSelect | undefined

/**
 * The session with this id (or cookie token hash) if it is neither revoked nor expired at `now`.
 *
 * @example
 * const row = await findLiveSession(db, { id: request.params.id, now: clock.now() })
 */
export async function findLiveSession(
  db: Database,
  parameters: FindLiveSessionParameters,
): Promise<FindLiveSessionReturnType> {
  const key =
    'id' in parameters
      ? eq(siwxSessions.id, parameters.id)
      : eq(siwxSessions.tokenHash, parameters.tokenHash)
  const [row] = await db
    .select()
    .from(siwxSessions)
    .where(
      and(
        key,
        isNull(siwxSessions.revokedAt),
        gt(siwxSessions.expiresAt, new Date(parameters.now)),
      ),
    )
  return row
}
