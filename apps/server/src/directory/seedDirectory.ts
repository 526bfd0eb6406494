import { and, eq, notInArray, sql } from 'drizzle-orm'
import { directoryImages, wallets } from '../db/directorySchema'
import type { Database } from '../db/openDatabase'
import type { ReadDirectorySeedReturnType } from './readDirectorySeed'

export type SeedDirectoryParameters = ReadDirectorySeedReturnType

/**
 * Makes the seeded part of the directory exactly `seed`, in one transaction: inserts or updates
 * every wallet and image of the seed (`source = 'seed'`) and removes seeded rows no longer in it.
 * Rows an operator added (`source = 'operator'`, or a seeded row switched to it) are never
 * touched, so an operator can also override a seeded wallet. Running it again changes nothing;
 * it runs on every start.
 *
 * @example
 * await seedDirectory(db, readDirectorySeed())
 */
export async function seedDirectory(db: Database, seed: SeedDirectoryParameters): Promise<void> {
  const seeded = eq(wallets.source, 'seed')
  const seededImage = eq(directoryImages.source, 'seed')
  await db.transaction(async (tx) => {
    if (seed.wallets.length > 0)
      await tx
        .insert(wallets)
        .values(seed.wallets.map((wallet) => ({ ...wallet, source: 'seed' })))
        .onConflictDoUpdate({
          target: wallets.id,
          set: {
            name: sql`excluded.name`,
            imageId: sql`excluded.image_id`,
            chains: sql`excluded.chains`,
            rdns: sql`excluded.rdns`,
            mobileLink: sql`excluded.mobile_link`,
            desktopLink: sql`excluded.desktop_link`,
            webappLink: sql`excluded.webapp_link`,
            homepage: sql`excluded.homepage`,
            badgeType: sql`excluded.badge_type`,
            recommendedRank: sql`excluded.recommended_rank`,
          },
          setWhere: seeded,
        })
    const walletIds = seed.wallets.map((wallet) => wallet.id)
    await tx
      .delete(wallets)
      .where(walletIds.length === 0 ? seeded : and(seeded, notInArray(wallets.id, walletIds)))
    const kinds = [...new Set(seed.images.map((image) => image.kind))]
    await tx
      .delete(directoryImages)
      .where(
        kinds.length === 0
          ? seededImage
          : and(seededImage, notInArray(directoryImages.kind, kinds)),
      )
    for (const kind of kinds) {
      const ids = seed.images.filter((image) => image.kind === kind).map((image) => image.id)
      await tx
        .delete(directoryImages)
        .where(
          and(seededImage, eq(directoryImages.kind, kind), notInArray(directoryImages.id, ids)),
        )
    }
    if (seed.images.length === 0) return
    await tx
      .insert(directoryImages)
      .values(seed.images.map((image) => ({ ...image, source: 'seed' })))
      .onConflictDoUpdate({
        target: [directoryImages.kind, directoryImages.id],
        set: {
          contentType: sql`excluded.content_type`,
          body: sql`excluded.body`,
          etag: sql`excluded.etag`,
        },
        setWhere: seededImage,
      })
  })
}
