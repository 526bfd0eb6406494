import { eq } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { siwxNonces } from '../db/siwxSchema'
import { SiwxRefusedError } from './errors'

export type CheckNonceParameters = { nonce: string; projectId: string; now: number }
export type CheckNonceErrorType = SiwxRefusedError

/**
 * Refuses a nonce that is unknown, issued for another project, already used or expired (the
 * clear reason as a {@link SiwxRefusedError}); returns when it can still be used. Consuming it
 * happens atomically in {@link createSession}.
 *
 * @example
 * await checkNonce(db, { nonce: data.nonce, projectId, now: clock.now() })
 */
export async function checkNonce(
  db: Database,
  { nonce, projectId, now }: CheckNonceParameters,
): Promise<void> {
  const [row] = await db.select().from(siwxNonces).where(eq(siwxNonces.nonce, nonce))
  if (row === undefined) throw new SiwxRefusedError('unknown-nonce', 'Unknown nonce')
  if (row.projectId !== projectId)
    throw new SiwxRefusedError('nonce-other-project', 'Nonce was issued for another project')
  if (row.usedAt !== null) throw new SiwxRefusedError('nonce-used', 'Nonce already used')
  if (row.expiresAt.getTime() <= now) throw new SiwxRefusedError('nonce-expired', 'Nonce expired')
}
