import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import { embeddedCodes } from '../db/embeddedSchema'
import type { Database } from '../db/openDatabase'
import { hashEmailCode, sameHash } from './emailCode'
import { EmbeddedRefusedError } from './errors'
import type { EmailCodePurpose } from './issueEmailCode'
import type { EmbeddedConfig } from './readEmbeddedConfig'

export type CheckEmailCodeParameters = {
  config: Pick<EmbeddedConfig, 'secret' | 'maxCodeAttempts'>
  projectId: string
  email: string
  /** What the code must prove; a list accepts the latest code of any of them. */
  purpose: EmailCodePurpose | readonly EmailCodePurpose[]
  deviceHash: string
  /** What the user typed (6 digits). */
  code: string
  now: number
}
/** The code's row once consumed: who it was for (email updates carry the user and new address). */
export type CheckEmailCodeReturnType = { userId: string | null; newEmail: string | null }
export type CheckEmailCodeErrorType = EmbeddedRefusedError

/**
 * Checks and consumes the latest code sent to `email` for `purpose` (or any of the purposes
 * listed) from this device. Each try
 * first claims one attempt atomically (`attempts + 1` only while below the limit), then compares
 * the HMAC in constant time, so even concurrent guesses get at most `maxCodeAttempts`
 * comparisons; the last wrong one kills the code. A right code is consumed by a conditional
 * update (single use, no race). Refusals: `no-code`, `code-expired`, `code-dead`, `wrong-code`
 * (with the tries left). A wrong code changes nothing else: the user can type again.
 *
 * @example
 * await checkEmailCode(db, { config, projectId, email, purpose: 'login', deviceHash, code: '048213', now: clock.now() })
 */
export async function checkEmailCode(
  db: Database,
  parameters: CheckEmailCodeParameters,
): Promise<CheckEmailCodeReturnType> {
  const { config, projectId, email, purpose, deviceHash, code, now } = parameters
  const [latest] = await db
    .select()
    .from(embeddedCodes)
    .where(
      and(
        eq(embeddedCodes.projectId, projectId),
        eq(embeddedCodes.email, email),
        typeof purpose === 'string'
          ? eq(embeddedCodes.purpose, purpose)
          : inArray(embeddedCodes.purpose, [...purpose]),
        eq(embeddedCodes.deviceHash, deviceHash),
        isNull(embeddedCodes.usedAt),
      ),
    )
    .orderBy(desc(embeddedCodes.createdAt))
    .limit(1)
  if (latest === undefined)
    throw new EmbeddedRefusedError('no-code', 'No code is waiting: request a new code')
  if (latest.attempts >= config.maxCodeAttempts || latest.deadAt !== null)
    throw new EmbeddedRefusedError('code-dead', 'This code no longer works: request a new code')
  if (latest.expiresAt.getTime() <= now)
    throw new EmbeddedRefusedError('code-expired', 'This code has expired: request a new code')

  const [claimed] = await db
    .update(embeddedCodes)
    .set({ attempts: sql`${embeddedCodes.attempts} + 1` })
    .where(
      and(
        eq(embeddedCodes.id, latest.id),
        isNull(embeddedCodes.usedAt),
        isNull(embeddedCodes.deadAt),
        lt(embeddedCodes.attempts, config.maxCodeAttempts),
        gt(embeddedCodes.expiresAt, new Date(now)),
      ),
    )
    .returning({ attempts: embeddedCodes.attempts })
  if (claimed === undefined)
    throw new EmbeddedRefusedError('code-dead', 'This code no longer works: request a new code')

  if (!sameHash(latest.codeHash, hashEmailCode(config.secret, latest.id, code))) {
    const left = config.maxCodeAttempts - claimed.attempts
    if (left <= 0) {
      await db
        .update(embeddedCodes)
        .set({ deadAt: new Date(now) })
        .where(eq(embeddedCodes.id, latest.id))
      throw new EmbeddedRefusedError(
        'code-dead',
        'Too many wrong tries: this code no longer works, request a new code',
        { attemptsLeft: 0 },
      )
    }
    throw new EmbeddedRefusedError(
      'wrong-code',
      `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left`,
      { attemptsLeft: left },
    )
  }
  const [used] = await db
    .update(embeddedCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(embeddedCodes.id, latest.id),
        isNull(embeddedCodes.usedAt),
        isNull(embeddedCodes.deadAt),
      ),
    )
    .returning({ userId: embeddedCodes.userId, newEmail: embeddedCodes.newEmail })
  if (used === undefined)
    throw new EmbeddedRefusedError('code-dead', 'This code no longer works: request a new code')
  return used
}
