import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { embeddedIdentities, embeddedUsers } from '../../db/embeddedSchema'
import type { Database } from '../../db/openDatabase'
import { normalizeEmail } from '../normalizeEmail'

/** What the provider told us about the visitor, from the checked ID token. */
export type ProviderIdentity = {
  issuer: string
  subject: string
  email: string | undefined
  emailVerified: boolean
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * The account a provider identity (issuer + subject) reaches, created when new, and whether it was
 * created: a known identity its linked account; a new one the account of its email when the
 * provider is trusted for linking (`trustEmail`) and says the email is verified, else an account of
 * its own (keyed by a name email login can never type). The email is compared in the one form of
 * {@link normalizeEmail}: a look-alike (non-ASCII) address never reaches an email account.
 *
 * @example
 * const { userId, isNewUser } = await linkSocialIdentity(db, { projectId, provider: 'google', trustEmail: true, now }, identity)
 */
export async function linkSocialIdentity(
  db: Database,
  input: {
    projectId: string
    provider: string
    /** The provider's "trust email for linking" setting (`PORTICO_SOCIAL_<NAME>_TRUST_EMAIL`). */
    trustEmail: boolean
    now: Date
  },
  identity: ProviderIdentity,
): Promise<{ userId: string; isNewUser: boolean }> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ userId: embeddedIdentities.userId })
      .from(embeddedIdentities)
      .where(
        and(
          eq(embeddedIdentities.projectId, input.projectId),
          eq(embeddedIdentities.issuer, identity.issuer),
          eq(embeddedIdentities.subject, identity.subject),
        ),
      )
    if (known !== undefined) return { userId: known.userId, isNewUser: false }
    const email = identity.email === undefined ? undefined : normalizeEmail(identity.email)
    const verified = input.trustEmail && identity.emailVerified && email !== undefined
    // Unverified: an account of its own, keyed by a name email login can never type.
    const key = verified ? email : `social:${sha256(`${identity.issuer}\n${identity.subject}`)}`
    const [inserted] = await tx
      .insert(embeddedUsers)
      .values({
        id: randomBytes(16).toString('hex'),
        projectId: input.projectId,
        email: key,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: embeddedUsers.id })
    const userId =
      inserted?.id ??
      (
        await tx
          .select({ id: embeddedUsers.id })
          .from(embeddedUsers)
          .where(and(eq(embeddedUsers.projectId, input.projectId), eq(embeddedUsers.email, key)))
      )[0]?.id
    if (userId === undefined) throw new Error('The account vanished while linking')
    await tx.insert(embeddedIdentities).values({
      projectId: input.projectId,
      issuer: identity.issuer,
      subject: identity.subject,
      provider: input.provider,
      userId,
      emailVerified: verified ? 1 : 0,
      createdAt: input.now,
    })
    return { userId, isNewUser: inserted !== undefined }
  })
}
