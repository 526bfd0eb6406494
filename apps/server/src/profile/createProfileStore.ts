import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { nameNonces, profileNames } from '../db/profileSchema'

/** How long a registration nonce can be used: 10 minutes. */
export const NAME_NONCE_LIFETIME_MS = 10 * 60_000

/** A name as the profile routes answer it. */
export type Profile = {
  name: string
  registered: string
  updated: string
  /** ENSIP-11 coin type → `{ address, created }`. */
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}
export type NewProfile = {
  name: string
  label: string
  zone: string
  coinType: number
  address: string
  attributes: Record<string, string>
  message: string
  signature: string
  now: Date
}
export type ProfileStore = {
  /**
   * Stores a new name: `taken` when the name is someone's (one atomic insert, so two racers cannot
   * both win), `full` when the address already holds `maxPerAddress` names (counted and inserted
   * under a lock on the address, so parallel registrations cannot pass the cap together).
   */
  register(profile: NewProfile, maxPerAddress: number): Promise<'stored' | 'taken' | 'full'>
  /** The name (lower case) or undefined. */
  find(name: string): Promise<Profile | undefined>
  /** The names of an address, oldest (the primary) first. */
  namesOf(address: string): Promise<Profile[]>
  /** Which of `names` are taken. */
  taken(names: readonly string[]): Promise<Set<string>>
  /** How many names `address` owns. */
  countOf(address: string): Promise<number>
  /**
   * Issues a single-use registration nonce for `projectId` (128 random bits, 32 hex characters),
   * valid {@link NAME_NONCE_LIFETIME_MS}; nonces gone for an hour are deleted on the way.
   */
  createNonce(projectId: string, now: Date): Promise<{ nonce: string; expiresAt: Date }>
  /** Spends a nonce of `projectId` that is live and unused (one atomic update); false otherwise. */
  useNonce(nonce: string, projectId: string, now: Date): Promise<boolean>
}

const toProfile = (row: typeof profileNames.$inferSelect): Profile => ({
  name: row.name,
  registered: row.registeredAt.toISOString(),
  updated: row.updatedAt.toISOString(),
  addresses: row.addresses,
  attributes: row.attributes,
})

/**
 * The `profile_names` table behind the profile routes and the identity resolver.
 *
 * @example
 * const store = createProfileStore(db)
 * await store.register({ name: 'alice.portico.id', label: 'alice', zone: 'portico.id', coinType: 60, … }, 3)
 * (await store.namesOf('0xf39f…'))[0]?.name // 'alice.portico.id'
 */
export function createProfileStore(db: Database): ProfileStore {
  return {
    async register(profile, maxPerAddress) {
      const created = profile.now.toISOString()
      const owner = profile.address.toLowerCase()
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7316042, hashtext(${`names ${owner}`}))`)
        const [held] = await tx
          .select({ names: count() })
          .from(profileNames)
          .where(eq(profileNames.owner, owner))
        if ((held?.names ?? 0) >= maxPerAddress) return 'full'
        const inserted = await tx
          .insert(profileNames)
          .values({
            name: profile.name,
            label: profile.label,
            zone: profile.zone,
            owner,
            addresses: { [String(profile.coinType)]: { address: profile.address, created } },
            attributes: profile.attributes,
            message: profile.message,
            signature: profile.signature,
            registeredAt: profile.now,
            updatedAt: profile.now,
          })
          .onConflictDoNothing()
          .returning({ name: profileNames.name })
        return inserted.length === 1 ? 'stored' : 'taken'
      })
    },
    async find(name) {
      const [row] = await db.select().from(profileNames).where(eq(profileNames.name, name))
      return row && toProfile(row)
    },
    async namesOf(address) {
      const rows = await db
        .select()
        .from(profileNames)
        .where(eq(profileNames.owner, address.toLowerCase()))
        .orderBy(asc(profileNames.registeredAt), asc(profileNames.name))
      return rows.map(toProfile)
    },
    async countOf(address) {
      const [row] = await db
        .select({ names: count() })
        .from(profileNames)
        .where(eq(profileNames.owner, address.toLowerCase()))
      return row?.names ?? 0
    },
    async createNonce(projectId, now) {
      await db
        .delete(nameNonces)
        .where(lt(nameNonces.expiresAt, new Date(now.getTime() - 60 * 60_000)))
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = new Date(now.getTime() + NAME_NONCE_LIFETIME_MS)
      await db.insert(nameNonces).values({ nonce, projectId, expiresAt })
      return { nonce, expiresAt }
    },
    async useNonce(nonce, projectId, now) {
      const used = await db
        .update(nameNonces)
        .set({ usedAt: now })
        .where(
          and(
            eq(nameNonces.nonce, nonce),
            eq(nameNonces.projectId, projectId),
            isNull(nameNonces.usedAt),
            gt(nameNonces.expiresAt, now),
          ),
        )
        .returning({ nonce: nameNonces.nonce })
      return used.length === 1
    },
    async taken(names) {
      if (names.length === 0) return new Set()
      const rows = await db
        .select({ name: profileNames.name })
        .from(profileNames)
        .where(inArray(profileNames.name, [...names]))
      return new Set(rows.map((row) => row.name))
    },
  }
}
