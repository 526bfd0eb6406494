import { randomBytes } from 'node:crypto'
import type { Database } from '../db/openDatabase'
import { siwxNonces } from '../db/siwxSchema'

/** How long a nonce can be used: 5 minutes. */
export const nonceLifetimeMs = 5 * 60_000

export type CreateNonceParameters = {
  projectId: string
  /** The current time (ms since the epoch), from the server's clock. */
  now: number
}
export type CreateNonceReturnType = { nonce: string; expiresAt: Date }

/**
 * Issues a sign-in nonce for a project and stores it: 128 random bits from `crypto.randomBytes`
 * as 32 hex characters (alphanumeric, as EIP-4361 requires), single use, valid 5 minutes.
 *
 * @example
 * const { nonce } = await createNonce(db, { projectId: 'portico-local', now: Date.now() })
 */
export async function createNonce(
  db: Database,
  { projectId, now }: CreateNonceParameters,
): Promise<CreateNonceReturnType> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now + nonceLifetimeMs)
  await db.insert(siwxNonces).values({ nonce, projectId, issuedAt: new Date(now), expiresAt })
  return { nonce, expiresAt }
}
