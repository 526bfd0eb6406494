import { and, eq, isNull } from 'drizzle-orm'
import { embeddedDevices } from '../db/embeddedSchema'
import type { Database } from '../db/openDatabase'
import type { EmbeddedSession } from './embeddedSession'

/**
 * Marks the session's browser as holding its share already (it made the wallet): it never
 * receives the recovery share.
 *
 * @example
 * await markRecoveryHeld(db, { session, now: clock.now() })
 */
export async function markRecoveryHeld(
  db: Database,
  { session, now }: { session: EmbeddedSession; now: number },
): Promise<void> {
  await db
    .update(embeddedDevices)
    .set({ recoveryReleasedAt: new Date(now) })
    .where(
      and(
        eq(embeddedDevices.userId, session.userId),
        eq(embeddedDevices.deviceHash, session.deviceHash),
        isNull(embeddedDevices.recoveryReleasedAt),
      ),
    )
}
