import { and, eq, gt, isNull } from 'drizzle-orm'
import { embeddedDevices, embeddedShares } from '../db/embeddedSchema'
import type { Database } from '../db/openDatabase'
import type { EmbeddedSession } from './embeddedSession'
import { EmbeddedRefusedError } from './errors'
import { openShare } from './sealShare'

export type ReleaseRecoveryShareParameters = {
  secret: Uint8Array
  session: EmbeddedSession
  now: number
  /** How long after its approval a browser may take its recovery share (10 minutes). */
  windowMs?: number | undefined
}

/**
 * The recovery share, **once per newly approved browser**: to the session's browser only when it
 * was verified for this account in the last 10 minutes (a mailed device code, a first login, or a
 * social login the server let approve it) and has not received it yet. Server + recovery share
 * rebuild the key, so a session alone — however it was opened — never reads it twice, and a
 * browser approved long ago (or the one that made the wallet, marked by {@link markRecoveryHeld})
 * never reads it at all.
 *
 * @example
 * const { share } = await releaseRecoveryShare(db, { secret: config.secret, session, now: clock.now() })
 */
export async function releaseRecoveryShare(
  db: Database,
  { secret, session, now, windowMs = 10 * 60_000 }: ReleaseRecoveryShareParameters,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(embeddedShares)
      .where(eq(embeddedShares.userId, session.userId))
    if (row === undefined)
      throw new EmbeddedRefusedError('no-shares', 'This account has no wallet yet')
    const released = await tx
      .update(embeddedDevices)
      .set({ recoveryReleasedAt: new Date(now) })
      .where(
        and(
          eq(embeddedDevices.userId, session.userId),
          eq(embeddedDevices.deviceHash, session.deviceHash),
          isNull(embeddedDevices.recoveryReleasedAt),
          gt(embeddedDevices.verifiedAt, new Date(now - windowMs)),
        ),
      )
      .returning({ userId: embeddedDevices.userId })
    if (released.length === 0)
      throw new EmbeddedRefusedError(
        'recovery-spent',
        'The recovery share is released once, right after this browser is approved: sign in with your email on a new browser',
      )
    return {
      share: openShare(secret, {
        kind: 'recovery',
        userId: session.userId,
        sealed: row.recoveryShare,
      }),
      evmAddress: row.evmAddress,
      solanaAddress: row.solanaAddress,
    }
  })
}
