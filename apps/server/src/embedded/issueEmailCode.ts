import { randomBytes } from 'node:crypto'
import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm'
import { embeddedCodes, embeddedDevices, embeddedUsers } from '../db/embeddedSchema'
import type { Database } from '../db/openDatabase'
import type { Mailer } from '../mail/sendMail'
import { generateEmailCode, hashEmailCode } from './emailCode'
import { type EmailCodePurpose, emailCodeMail } from './emailCodeMail'
import { emailCodeWait } from './emailCodeWait'
import { EmbeddedRefusedError } from './errors'
import type { EmbeddedConfig } from './readEmbeddedConfig'

export type { EmailCodePurpose } from './emailCodeMail'

export type IssueEmailCodeParameters = {
  config: Pick<
    EmbeddedConfig,
    | 'secret'
    | 'codeLifetimeMs'
    | 'maxCodeAttempts'
    | 'resendCooldownMs'
    | 'maxCodesPerHour'
    | 'maxNewBrowserCodesPerHour'
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
  /** A login code to an address with no account yet: the mail says it creates the wallet. */
  newAccount?: boolean | undefined
  now: number
  /** Skip the resend cooldown (a code the server sends on its own right after another step). */
  followUp?: boolean | undefined
}
export type IssueEmailCodeErrorType = EmbeddedRefusedError

const hourMs = 3_600_000
/** First key of the advisory lock held per address while its limits are checked (the second: the address's hash). */
const codeLockKey = 7_316_041

/**
 * Sends a fresh 6-digit code to `email` and stores its HMAC: valid `codeLifetimeMs`, single use,
 * dead after `maxCodeAttempts` tries; earlier live codes of the same address, purpose **and
 * browser** stop working (another browser's code is never cancelled). Refused with `Please try
 * again after {n} seconds` (SPEC §8) while {@link emailCodeWait} says so: each browser has its
 * own cooldown, backoff and hourly budget, and browsers not verified for the account share one
 * ceiling per address. The limits are read and the code stored in one transaction under a
 * per-address advisory lock, so parallel requests, on one instance or many, are counted one
 * after the other; the mail goes once the code is committed.
 *
 * @example
 * await issueEmailCode(db, { config, mailer, projectId, email, purpose: 'login', deviceHash, now: clock.now() })
 */
export async function issueEmailCode(
  db: Database,
  parameters: IssueEmailCodeParameters,
): Promise<void> {
  const { config, mailer, projectId, email, purpose, deviceHash, now } = parameters
  const id = randomBytes(16).toString('hex')
  const code = generateEmailCode()
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${codeLockKey}, hashtext(${`${projectId} ${email}`}))`,
    )
    const verified = await tx
      .select({ deviceHash: embeddedDevices.deviceHash })
      .from(embeddedDevices)
      .innerJoin(embeddedUsers, eq(embeddedUsers.id, embeddedDevices.userId))
      .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, email)))
    const recent = await tx
      .select({
        deviceHash: embeddedCodes.deviceHash,
        createdAt: embeddedCodes.createdAt,
        attempts: embeddedCodes.attempts,
      })
      .from(embeddedCodes)
      .where(
        and(
          eq(embeddedCodes.projectId, projectId),
          eq(embeddedCodes.email, email),
          gt(embeddedCodes.createdAt, new Date(now - hourMs)),
        ),
      )
    const wait = emailCodeWait({
      config,
      recent,
      deviceHash,
      verified: new Set(verified.map((row) => row.deviceHash)),
      followUp: parameters.followUp === true,
      now,
    })
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000))
      throw new EmbeddedRefusedError('too-soon', `Please try again after ${seconds} seconds`, {
        retryAfterSeconds: seconds,
      })
    }
    await tx
      .update(embeddedCodes)
      .set({ deadAt: new Date(now) })
      .where(
        and(
          eq(embeddedCodes.projectId, projectId),
          eq(embeddedCodes.email, email),
          eq(embeddedCodes.purpose, purpose),
          eq(embeddedCodes.deviceHash, deviceHash),
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
      ...emailCodeMail({
        code,
        purpose,
        newAccount: parameters.newAccount === true,
        minutes: Math.round(config.codeLifetimeMs / 60_000),
      }),
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
