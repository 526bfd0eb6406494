import type { Clock } from '@portico/core/internal'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/openDatabase'
import { imageRoutes } from './imageRoutes'
import { projectRoutes } from './projectRoutes'
import { type ReadDirectorySeedParameters, readDirectorySeed } from './readDirectorySeed'
import { seedDirectory } from './seedDirectory'
import { walletRoutes } from './walletRoutes'

export type DirectoryParameters = {
  db: Database
  /** Known project ids (the server's cache of the `projects` table). */
  projects: { has(projectId: string): boolean }
  /** Other seed files than the repo's `data/` (tests). */
  seed?: ReadDirectorySeedParameters | undefined
  /** Time source of the answer caches (30 s); the real clock by default. */
  clock?: Pick<Clock, 'now'> | undefined
}

/**
 * The wallet directory service (SPEC §7): seeds the `wallets` and `directory_images` tables from
 * `data/wallets.json` and `data/directory-images.json` (idempotent, on every start), then serves
 * `GET /getWallets`, the four image routes, `GET /projects/v1/origins` and
 * `GET /getAnalyticsConfig`.
 *
 * @example
 * await app.register(directory, { db: database.db, projects })
 */
export async function directory(
  app: FastifyInstance,
  { db, projects, seed, clock }: DirectoryParameters,
): Promise<void> {
  await seedDirectory(db, readDirectorySeed(seed))
  await app.register(walletRoutes, { db, projects, clock })
  await app.register(imageRoutes, { db, clock })
  await app.register(projectRoutes, { db })
}
