import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { embeddedUsers } from '../../db/embeddedSchema'
import { memoryDatabase } from '../../db/memoryDatabase.test-helpers'
import { seedProject } from '../../db/seedProject'
import { linkSocialIdentity, type ProviderIdentity } from './linkSocialIdentity'

const database = memoryDatabase()
const projectId = 'link-test'
const now = new Date('2026-11-28T12:00:00Z')

/** The account of `email` made by an email login. */
const emailAccount = async (email: string) => {
  const { db } = database()
  await seedProject(db, { id: projectId, origins: [] })
  const id = randomBytes(16).toString('hex')
  await db.insert(embeddedUsers).values({ id, projectId, email, createdAt: now, updatedAt: now })
  return id
}
const identity = (email: string, emailVerified = true): ProviderIdentity => ({
  issuer: 'https://idp.example',
  subject: randomBytes(8).toString('hex'),
  email,
  emailVerified,
})
const link = (id: ProviderIdentity, trustEmail = true) =>
  linkSocialIdentity(database().db, { projectId, provider: 'google', trustEmail, now }, id)

describe('linkSocialIdentity', () => {
  it("reaches the email account of a trusted provider's verified address, in its normal form", async () => {
    const kate = await emailAccount('kate@example.com')
    expect(await link(identity(' Kate@Example.com '))).toEqual({ userId: kate, isNewUser: false })
  })

  it('never folds a look-alike address onto an ASCII account (N-L4)', async () => {
    const kim = await emailAccount('kim@example.com')
    for (const lookAlike of ['\u212Aim@example.com', 'ｋim@example.com', 'kim@ex\u0430mple.com']) {
      const linked = await link(identity(lookAlike))
      expect(linked.isNewUser).toBe(true)
      expect(linked.userId).not.toBe(kim)
    }
  })

  it('gives an identity of a provider not trusted for linking an account of its own (N-L5)', async () => {
    const lea = await emailAccount('lea@example.com')
    const linked = await link(identity('lea@example.com'), false)
    expect(linked.isNewUser).toBe(true)
    expect(linked.userId).not.toBe(lea)
    // And the provider's unverified address does not link, trusted or not.
    expect((await link(identity('lea@example.com', false))).userId).not.toBe(lea)
  })
})
