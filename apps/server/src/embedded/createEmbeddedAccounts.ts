import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import {
  embeddedDevices,
  embeddedSessions,
  embeddedShares,
  embeddedUsers,
} from '../db/embeddedSchema'
import type { Database } from '../db/openDatabase'
import type { Mailer } from '../mail/sendMail'
import { checkEmailCode } from './checkEmailCode'
import { hashToken } from './emailCode'
import { createEmbeddedSession, type EmbeddedSession } from './embeddedSession'
import { EmbeddedRefusedError } from './errors'
import { issueEmailCode } from './issueEmailCode'
import type { EmbeddedConfig } from './readEmbeddedConfig'
import { openShare, type ShareKind, sealShare } from './sealShare'

export type CreateEmbeddedAccountsParameters = {
  db: Database
  config: EmbeddedConfig
  mailer: Mailer
}

type Action = {
  action: 'VERIFY_OTP' | 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
}
type User = { id: string; email: string; evmAddress: string | null; solanaAddress: string | null }

/**
 * The email-login and custody steps behind `/v1/embedded/*`, on the database: which code to mail,
 * device approval, account creation on first login, sessions, the two-step email update and the
 * sealed shares. Inputs are already validated and normalised by the routes.
 *
 * @example
 * const accounts = createEmbeddedAccounts({ db, config: config.embedded, mailer })
 * await accounts.startLogin({ projectId, email, deviceToken, now: Date.now() }) // { action: 'VERIFY_OTP' }
 */
export function createEmbeddedAccounts({ db, config, mailer }: CreateEmbeddedAccountsParameters) {
  const findUser = async (projectId: string, email: string) =>
    (
      await db
        .select()
        .from(embeddedUsers)
        .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, email)))
    )[0]
  const isVerified = async (userId: string, deviceHash: string) =>
    (
      await db
        .select({ userId: embeddedDevices.userId })
        .from(embeddedDevices)
        .where(and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceHash, deviceHash)))
    ).length > 0
  const toUser = async (id: string, email: string): Promise<User> => {
    const [shares] = await db
      .select({ evm: embeddedShares.evmAddress, solana: embeddedShares.solanaAddress })
      .from(embeddedShares)
      .where(eq(embeddedShares.userId, id))
    // An account of an unverified social identity has no email address (its key is `social:…`).
    return {
      id,
      email: email.startsWith('social:') ? '' : email,
      evmAddress: shares?.evm ?? null,
      solanaAddress: shares?.solana ?? null,
    }
  }

  return {
    /**
     * Mails a code and answers `VERIFY_OTP`, whether or not the address has an account: a browser
     * learns nothing about the address before it proves the mailbox. The mail says which code it
     * is: a sign-up, a sign-in, or (a known account, a browser it has not verified) a sign-in from
     * a new browser, whose code also verifies that browser at `email/otp`.
     */
    async startLogin(input: {
      projectId: string
      email: string
      deviceToken: string
      now: number
    }): Promise<Action> {
      const deviceHash = hashToken(input.deviceToken)
      const user = await findUser(input.projectId, input.email)
      const purpose =
        user !== undefined && !(await isVerified(user.id, deviceHash)) ? 'device' : 'login'
      await issueEmailCode(db, {
        config,
        mailer,
        ...input,
        purpose,
        deviceHash,
        newAccount: user === undefined,
      })
      return { action: 'VERIFY_OTP' }
    },

    /**
     * SPEC §4's new-browser step (`APP_CONNECT_DEVICE`), kept for frames that take it: checks the
     * code this browser was mailed, verifies the browser when the address has an account, and
     * mails the login code. It answers the same with or without an account.
     */
    async verifyDevice(input: {
      projectId: string
      email: string
      deviceToken: string
      code: string
      now: number
    }): Promise<Action> {
      const deviceHash = hashToken(input.deviceToken)
      await checkEmailCode(db, { config, ...input, purpose: ['login', 'device'], deviceHash })
      const user = await findUser(input.projectId, input.email)
      if (user !== undefined)
        await db
          .insert(embeddedDevices)
          .values({ userId: user.id, deviceHash, verifiedAt: new Date(input.now) })
          .onConflictDoNothing()
      await issueEmailCode(db, {
        config,
        mailer,
        ...input,
        purpose: 'login',
        deviceHash,
        newAccount: user === undefined,
        followUp: true,
      })
      return { action: 'VERIFY_OTP' }
    },

    /**
     * Checks the code mailed to this browser (a login or a new-browser code: either proves the
     * mailbox); creates the account on first login and verifies this browser for it.
     */
    async verifyLogin(input: {
      projectId: string
      email: string
      deviceToken: string
      code: string
      now: number
      lifetimeMs: number
    }) {
      const deviceHash = hashToken(input.deviceToken)
      await checkEmailCode(db, { config, ...input, purpose: ['login', 'device'], deviceHash })
      const created = await db.transaction(async (tx) => {
        const now = new Date(input.now)
        const [inserted] = await tx
          .insert(embeddedUsers)
          .values({
            id: randomBytes(16).toString('hex'),
            projectId: input.projectId,
            email: input.email,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning()
        const user =
          inserted ??
          (
            await tx
              .select()
              .from(embeddedUsers)
              .where(
                and(
                  eq(embeddedUsers.projectId, input.projectId),
                  eq(embeddedUsers.email, input.email),
                ),
              )
          )[0]
        if (user === undefined) throw new EmbeddedRefusedError('no-code', 'Request a new code')
        await tx
          .insert(embeddedDevices)
          .values({ userId: user.id, deviceHash, verifiedAt: now })
          .onConflictDoNothing()
        const session = await createEmbeddedSession(tx, {
          userId: user.id,
          deviceHash,
          now: input.now,
          lifetimeMs: input.lifetimeMs,
        })
        return { user, session, isNewUser: inserted !== undefined }
      })
      return {
        action: 'CONNECT' as const,
        sessionToken: created.session.token,
        expiresAt: created.session.expiresAt.toISOString(),
        isNewUser: created.isNewUser,
        user: await toUser(created.user.id, created.user.email),
      }
    },

    user: (session: EmbeddedSession) => toUser(session.userId, session.email),

    /** Revokes the token's live session; whether there was one. */
    async signOut(token: string, now: number): Promise<boolean> {
      const revoked = await db
        .update(embeddedSessions)
        .set({ revokedAt: new Date(now) })
        .where(
          and(eq(embeddedSessions.tokenHash, hashToken(token)), isNull(embeddedSessions.revokedAt)),
        )
        .returning({ id: embeddedSessions.id })
      return revoked.length > 0
    },

    /**
     * Mails a code to the current address. Whether the new address has an account is not said
     * here (that would let any signed-in user probe addresses): only at the last step, to whoever
     * typed the code mailed to the new address, i.e. its owner.
     */
    async startUpdate(input: {
      session: EmbeddedSession
      newEmail: string
      now: number
    }): Promise<Action> {
      const { session, newEmail } = input
      if (session.email.startsWith('social:'))
        throw new EmbeddedRefusedError('no-email', 'This account has no email address to change')
      if (newEmail === session.email)
        throw new EmbeddedRefusedError('email-taken', 'This email address cannot be used')
      await issueEmailCode(db, {
        config,
        mailer,
        projectId: session.projectId,
        email: session.email,
        purpose: 'update-primary',
        deviceHash: session.deviceHash,
        userId: session.userId,
        newEmail,
        now: input.now,
      })
      return { action: 'VERIFY_PRIMARY_OTP' }
    },

    async verifyUpdatePrimary(input: {
      session: EmbeddedSession
      code: string
      now: number
    }): Promise<Action> {
      const { session } = input
      const used = await checkEmailCode(db, {
        config,
        projectId: session.projectId,
        email: session.email,
        purpose: 'update-primary',
        deviceHash: session.deviceHash,
        code: input.code,
        now: input.now,
      })
      if (used.userId !== session.userId || used.newEmail === null)
        throw new EmbeddedRefusedError('no-code', 'Request a new code')
      await issueEmailCode(db, {
        config,
        mailer,
        projectId: session.projectId,
        email: used.newEmail,
        purpose: 'update-secondary',
        deviceHash: session.deviceHash,
        userId: session.userId,
        now: input.now,
        followUp: true,
      })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },

    /**
     * Checks the code mailed to the new address, then moves the account to it: `email-taken`
     * (409) when another account has it, said only now, to the owner of that mailbox.
     */
    async verifyUpdateSecondary(input: {
      session: EmbeddedSession
      newEmail: string
      code: string
      now: number
    }): Promise<User> {
      const { session, newEmail } = input
      const used = await checkEmailCode(db, {
        config,
        projectId: session.projectId,
        email: newEmail,
        purpose: 'update-secondary',
        deviceHash: session.deviceHash,
        code: input.code,
        now: input.now,
      })
      if (used.userId !== session.userId)
        throw new EmbeddedRefusedError('no-code', 'Request a new code')
      if ((await findUser(session.projectId, newEmail)) !== undefined)
        throw new EmbeddedRefusedError('email-taken', 'This email address cannot be used')
      try {
        await db
          .update(embeddedUsers)
          .set({ email: newEmail, updatedAt: new Date(input.now) })
          .where(eq(embeddedUsers.id, session.userId))
      } catch (error) {
        // Taken meanwhile (the unique address index).
        throw new EmbeddedRefusedError(
          'email-taken',
          'This email address cannot be used',
          {},
          error,
        )
      }
      return toUser(session.userId, newEmail)
    },

    async storeShares(input: {
      session: EmbeddedSession
      serverShare: string
      recoveryShare: string
      evmAddress: string
      solanaAddress: string
      now: number
    }): Promise<void> {
      const { session } = input
      const stored = await db
        .insert(embeddedShares)
        .values({
          userId: session.userId,
          serverShare: sealShare(config.secret, {
            kind: 'server',
            userId: session.userId,
            share: input.serverShare,
          }),
          recoveryShare: sealShare(config.secret, {
            kind: 'recovery',
            userId: session.userId,
            share: input.recoveryShare,
          }),
          evmAddress: input.evmAddress,
          solanaAddress: input.solanaAddress,
          createdAt: new Date(input.now),
        })
        .onConflictDoNothing()
        .returning({ userId: embeddedShares.userId })
      if (stored.length === 0)
        throw new EmbeddedRefusedError('shares-exist', 'This account already has a wallet')
    },

    async readShare(session: EmbeddedSession, kind: ShareKind) {
      const [row] = await db
        .select()
        .from(embeddedShares)
        .where(eq(embeddedShares.userId, session.userId))
      if (row === undefined)
        throw new EmbeddedRefusedError('no-shares', 'This account has no wallet yet')
      const sealed = kind === 'server' ? row.serverShare : row.recoveryShare
      return {
        share: openShare(config.secret, { kind, userId: session.userId, sealed }),
        evmAddress: row.evmAddress,
        solanaAddress: row.solanaAddress,
      }
    },
  }
}
