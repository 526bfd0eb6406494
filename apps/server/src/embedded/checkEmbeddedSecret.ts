import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedKeyCheck, embeddedShares } from '../db/schema'
import { EmbeddedSecretMismatchError } from '../errors'
import { openShare } from './sealShare'

export type CheckEmbeddedSecretParameters = {
  db: Database
  /** `PORTICO_EMBEDDED_SECRET`. */
  secret: Uint8Array
  /** When the check value is stored (the first start with this secret). */
  now: Date
}
export type CheckEmbeddedSecretErrorType = EmbeddedSecretMismatchError

/**
 * The key check value of a secret: HMAC-SHA256 of a fixed text under it, hex. Reveals nothing of
 * the secret; equal for equal secrets only.
 *
 * @example
 * embeddedKeyCheckValue(secret) // '3f9a…'
 */
export function embeddedKeyCheckValue(secret: Uint8Array): string {
  return createHmac('sha256', secret).update('portico embedded-secret key check v1').digest('hex')
}

/**
 * Makes sure `secret` is the one the database's key shares are sealed with, before any route
 * runs: compares it with the stored key check value, or — on the first start with a check value
 * (a new database, or one from before the check existed) — opens one stored server share with it
 * and stores its check value. Throws {@link EmbeddedSecretMismatchError} otherwise, so a start
 * with a wrong secret stops instead of making every wallet unusable. Safe for instances starting
 * together (the first stored value wins and the others compare with it).
 *
 * @example
 * await checkEmbeddedSecret({ db, secret: config.embedded.secret, now: new Date() })
 */
export async function checkEmbeddedSecret({
  db,
  secret,
  now,
}: CheckEmbeddedSecretParameters): Promise<void> {
  const expected = Buffer.from(embeddedKeyCheckValue(secret), 'hex')
  const stored = async () =>
    (await db.select().from(embeddedKeyCheck).where(eq(embeddedKeyCheck.id, 1)))[0]?.checkValue
  let value = await stored()
  if (value === undefined) {
    const [share] = await db
      .select({ userId: embeddedShares.userId, sealed: embeddedShares.serverShare })
      .from(embeddedShares)
      .limit(1)
    if (share !== undefined) {
      try {
        openShare(secret, { kind: 'server', userId: share.userId, sealed: share.sealed })
      } catch {
        throw new EmbeddedSecretMismatchError()
      }
    }
    await db
      .insert(embeddedKeyCheck)
      .values({ id: 1, checkValue: expected.toString('hex'), createdAt: now })
      .onConflictDoNothing()
    value = await stored()
  }
  const found = Buffer.from(value ?? '', 'hex')
  if (found.length !== expected.length || !timingSafeEqual(found, expected))
    throw new EmbeddedSecretMismatchError()
}
