import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { embeddedSessions, embeddedUsers } from '../db/embeddedSchema'
import type { Database } from '../db/openDatabase'
import { hashToken } from './emailCode'

export type CreateEmbeddedSessionParameters = {
  userId: string
  deviceHash: string
  now: number
  lifetimeMs: number
}
export type CreateEmbeddedSessionReturnType = { token: string; expiresAt: Date }

/**
 * Opens an embedded-wallet session: a 256-bit token for the frame (only its SHA-256 stored).
 *
 * @example
 * const { token } = await createEmbeddedSession(db, { userId, deviceHash, now: clock.now(), lifetimeMs })
 */
export async function createEmbeddedSession(
  db: Pick<Database, 'insert'>,
  { userId, deviceHash, now, lifetimeMs }: CreateEmbeddedSessionParameters,
): Promise<CreateEmbeddedSessionReturnType> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now + lifetimeMs)
  await db.insert(embeddedSessions).values({
    id: randomBytes(16).toString('hex'),
    tokenHash: hashToken(token),
    userId,
    deviceHash,
    createdAt: new Date(now),
    expiresAt,
  })
  return { token, expiresAt }
}

/** A live session with its user. */
export type EmbeddedSession = {
  id: string
  userId: string
  projectId: string
  email: string
  deviceHash: string
  createdAt: Date
  expiresAt: Date
}

/**
 * The live (not revoked, not expired) session of a token, with its user; undefined otherwise.
 *
 * @example
 * const session = await findEmbeddedSession(db, { token, now: clock.now() })
 */
export async function findEmbeddedSession(
  db: Database,
  { token, now }: { token: string; now: number },
): Promise<EmbeddedSession | undefined> {
  const [row] = await db
    .select({
      id: embeddedSessions.id,
      userId: embeddedSessions.userId,
      projectId: embeddedUsers.projectId,
      email: embeddedUsers.email,
      deviceHash: embeddedSessions.deviceHash,
      createdAt: embeddedSessions.createdAt,
      expiresAt: embeddedSessions.expiresAt,
    })
    .from(embeddedSessions)
    .innerJoin(embeddedUsers, eq(embeddedUsers.id, embeddedSessions.userId))
    .where(
      and(
        eq(embeddedSessions.tokenHash, hashToken(token)),
        isNull(embeddedSessions.revokedAt),
        gt(embeddedSessions.expiresAt, new Date(now)),
      ),
    )
  return row
}
