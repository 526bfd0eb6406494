import { isNotNull, lte, or } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { siwxNonces, siwxSessions } from '../db/siwxSchema'

export type PruneSiwxParameters = {
  /** The current time, ms since the epoch. */
  now: number
}
export type PruneSiwxReturnType = {
  /** Nonces deleted: past their 5-minute life, used or not. */
  nonces: number
  /** Sessions deleted: expired or revoked. */
  sessions: number
}

/**
 * Deletes the sign-in rows nothing can use any more: nonces whose life has ended (a used nonce is
 * kept until then, so a replay within its life still reads `Nonce already used`) and sessions that
 * are expired or revoked (the API already answers 404 for them). Run on a timer by
 * {@link startSiwxPruning}.
 *
 * @example
 * const { nonces, sessions } = await pruneSiwx(db, { now: clock.now() })
 */
export async function pruneSiwx(
  db: Database,
  { now }: PruneSiwxParameters,
): Promise<PruneSiwxReturnType> {
  const at = new Date(now)
  const nonces = await db
    .delete(siwxNonces)
    .where(lte(siwxNonces.expiresAt, at))
    .returning({ nonce: siwxNonces.nonce })
  const sessions = await db
    .delete(siwxSessions)
    .where(or(lte(siwxSessions.expiresAt, at), isNotNull(siwxSessions.revokedAt)))
    .returning({ id: siwxSessions.id })
  return { nonces: nonces.length, sessions: sessions.length }
}
