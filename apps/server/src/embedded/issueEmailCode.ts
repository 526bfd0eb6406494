import { randomBytes } from 'node:crypto'
import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm'
import { embeddedCodes } from '../db/embeddedSchema'
import type { Database } from '../db/openDatabase'
import type { Mailer } from '../mail/sendMail'
import { generateEmailCode, hashEmailCode } from './emailCode'
import { emailCodeMail } from './emailCodeMail'
import { EmbeddedRefusedError } from './errors'
import type { EmbeddedConfig } from './readEmbeddedConfig'

/** What a code proves: a login, a new device, or either address of an email update. */
export type EmailCodePurpose = 'login' | 'device' | 'update-primary' | 'update-secondary'

export type IssueEmailCodeParameters = {
  config: Pick<
    EmbeddedConfig,
    'secret' | 'codeLifetimeMs' | 'maxCodeAttempts' | 'resendCooldownMs' | 'maxCodesPerHour'
  >
  mailer: Mailer
  projectId: string
  /** Where the code goes (normalised, lower case). */
  email: string
  purpose: EmailCodePurpose
  /** SHA-256 of the asking frame's device token: only that device can use the code. */
  deviceHash: string
  userId?: string | undefined
  newEmail?: string | undefined
  now: number
  /** Skip the resend cooldown (a code the server sends on its own right after another step). */
  followUp?: boolean | undefined
}
export type IssueEmailCodeErrorType = EmbeddedRefusedError

const hourMs = 3_600_000

/**
 * Sends a fresh 6-digit code to `email` and stores its HMAC: valid `codeLifetimeMs`, single use,
 * dead after `maxCodeAttempts` tries; earlier live codes of the same address and purpose stop
 * working. Refused with `Please try again after {n} seconds` (SPEC §8) inside the resend
 * cooldown — 30 s, doubled for each code that died of wrong tries in the last hour (backoff,
 * up to an hour) — or past `maxCodesPerHour` codes to the address in an hour. The counts come
 * from the database, so they hold across server instances.
 *
 * @example
 * await issueEmailCode(db, { config, mailer, projectId, email, purpose: 'login', deviceHash, now: clock.now() })
 */
export async function issueEmailCode(
  db: Database,
  parameters: IssueEmailCodeParameters,
): Promise<void> {
  const { config, mailer, projectId, email, purpose, deviceHash, now } = parameters
  const recent = await db
    .select({ createdAt: embeddedCodes.createdAt, attempts: embeddedCodes.attempts })
    .from(embeddedCodes)
    .where(
      and(
        eq(embeddedCodes.projectId, projectId),
        eq(embeddedCodes.email, email),
        gt(embeddedCodes.createdAt, new Date(now - hourMs)),
      ),
    )
  const refuse = (waitMs: number): never => {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000))
    throw new EmbeddedRefusedError('too-soon', `Please try again after ${seconds} seconds`, {
      retryAfterSeconds: seconds,
    })
  }
  if (recent.length >= config.maxCodesPerHour) {
    const oldest = Math.min(...recent.map((row) => row.createdAt.getTime()))
    refuse(oldest + hourMs - now)
  }
  if (parameters.followUp !== true && recent.length > 0) {
    const dead = recent.filter((row) => row.attempts >= config.maxCodeAttempts).length
    const cooldown = Math.min(hourMs, config.resendCooldownMs * 2 ** dead)
    const last = Math.max(...recent.map((row) => row.createdAt.getTime()))
    if (now - last < cooldown) refuse(last + cooldown - now)
  }

  const id = randomBytes(16).toString('hex')
  const code = generateEmailCode()
  await db.transaction(async (tx) => {
    await tx
      .update(embeddedCodes)
      .set({ deadAt: new Date(now) })
      .where(
        and(
          eq(embeddedCodes.projectId, projectId),
          eq(embeddedCodes.email, email),
          eq(embeddedCodes.purpose, purpose),
          isNull(embeddedCodes.usedAt),
          isNull(embeddedCodes.deadAt),
          gte(embeddedCodes.expiresAt, new Date(now)),
        ),
      )
    await tx.insert(embeddedCodes).values({
      id,
      projectId,
      email,
      purpose,
      codeHash: hashEmailCode(config.secret, id, code),
      deviceHash,
      userId: parameters.userId ?? null,
      newEmail: parameters.newEmail ?? null,
      attempts: sql`0`,
      createdAt: new Date(now),
      expiresAt: new Date(now + config.codeLifetimeMs),
    })
  })
  try {
    await mailer.send({
      to: email,
      ...emailCodeMail({ code, purpose, minutes: Math.round(config.codeLifetimeMs / 60_000) }),
    })
  } catch (error) {
    // The code was never delivered: it must not count against the address.
    await db.delete(embeddedCodes).where(eq(embeddedCodes.id, id))
    throw new EmbeddedRefusedError(
      'mail-failed',
      'The email could not be sent: please try again later',
      {},
      error,
    )
  }
}
