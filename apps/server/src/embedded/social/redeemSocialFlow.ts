import { createHash, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import {
  embeddedDevices,
  embeddedShares,
  embeddedSocialFlows,
  embeddedUsers,
} from '../../db/embeddedSchema'
import type { Database } from '../../db/openDatabase'
import { hashToken } from '../emailCode'
import { createEmbeddedSession } from '../embeddedSession'
import { EmbeddedRefusedError } from '../errors'
import type { SocialConfig, SocialProviderId } from './readSocialConfig'

export type RedeemSocialFlowParameters = {
  config: Pick<SocialConfig, 'completionLifetimeMs'>
  projectId: string
  flowId: string
  /** The secret the starting frame kept (its SHA-256 was sent to `start`). */
  flowSecret: string
  deviceToken: string
  /** The code the callback handed to the frame (popup) or the app page's fragment (redirect). */
  completionCode: string
  now: number
  lifetimeMs: number
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const same = (a: string | null, b: string) =>
  a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * `social/finish`: redeems a completed social login once, for a session — only with the flow id,
 * the flow secret **and** the device token of the frame that started it, and the completion code
 * within 60 s of the callback. The browser counts as verified for the account, except when the
 * account already has a wallet and an email and this browser was never approved for it: then the
 * provider alone does not bring the keys to a new browser (`device-not-verified`: an email login
 * on this browser approves it with the mailed device code, the second factor).
 *
 * @example
 * const done = await redeemSocialFlow(db, { config, projectId, flowId, flowSecret, deviceToken, completionCode, now, lifetimeMs })
 */
export async function redeemSocialFlow(db: Database, input: RedeemSocialFlowParameters) {
  const deviceHash = hashToken(input.deviceToken)
  const [flow] = await db
    .select()
    .from(embeddedSocialFlows)
    .where(eq(embeddedSocialFlows.flowHash, sha256(input.flowId)))
  const gone = () =>
    new EmbeddedRefusedError('social-failed', 'This sign-in has expired: start again')
  if (
    flow === undefined ||
    flow.projectId !== input.projectId ||
    flow.deviceHash !== deviceHash ||
    !same(flow.flowSecretHash, sha256(input.flowSecret)) ||
    flow.usedAt !== null ||
    flow.expiresAt.getTime() <= input.now
  )
    throw gone()
  if (flow.completedAt === null)
    throw new EmbeddedRefusedError('social-pending', 'The sign-in is not finished yet')
  if (flow.userId === null)
    throw new EmbeddedRefusedError(
      'social-failed',
      flow.failure === 'cancelled'
        ? 'The sign-in was cancelled'
        : 'The sign-in did not complete: try again',
    )
  if (
    !same(flow.completionHash, sha256(input.completionCode)) ||
    input.now - flow.completedAt.getTime() > input.config.completionLifetimeMs
  )
    throw gone()
  const userId = flow.userId
  const opened = await db.transaction(async (tx) => {
    const used = await tx
      .update(embeddedSocialFlows)
      .set({ usedAt: new Date(input.now) })
      .where(
        and(eq(embeddedSocialFlows.flowHash, flow.flowHash), isNull(embeddedSocialFlows.usedAt)),
      )
      .returning({ flowHash: embeddedSocialFlows.flowHash })
    if (used.length === 0) throw gone()
    const [known] = await tx
      .select({ userId: embeddedDevices.userId })
      .from(embeddedDevices)
      .where(and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceHash, deviceHash)))
    if (known === undefined) {
      const [account] = await tx
        .select({ email: embeddedUsers.email, wallet: embeddedShares.userId })
        .from(embeddedUsers)
        .leftJoin(embeddedShares, eq(embeddedShares.userId, embeddedUsers.id))
        .where(eq(embeddedUsers.id, userId))
      if (account?.wallet != null && !account.email.startsWith('social:'))
        return { refused: true as const }
      // The provider authenticated the visitor on this browser: it counts as verified.
      await tx
        .insert(embeddedDevices)
        .values({ userId, deviceHash, verifiedAt: new Date(input.now) })
        .onConflictDoNothing()
    }
    return {
      refused: false as const,
      session: await createEmbeddedSession(tx, {
        userId,
        deviceHash,
        now: input.now,
        lifetimeMs: input.lifetimeMs,
      }),
    }
  })
  // Outside the transaction, so the flow stays spent.
  if (opened.refused)
    throw new EmbeddedRefusedError(
      'device-not-verified',
      'This account already has a wallet: log in with its email once on this browser to approve it',
    )
  return {
    userId,
    isNewUser: flow.isNewUser === 1,
    session: opened.session,
    provider: flow.provider as SocialProviderId,
    userName: flow.userName ?? undefined,
  }
}
