import { and, eq, notInArray } from 'drizzle-orm'
import type { Database } from './openDatabase'
import { projectOrigins, projects } from './schema'

export type SeedProjectParameters = {
  /** Project id (`PORTICO_PROJECT_ID`). */
  id: string
  /** Display name; defaults to the id. */
  name?: string | undefined
  /** The exact set of allowed origins the project should have afterwards. */
  origins: readonly string[]
  /** Whether the project collects analytics (`PORTICO_ANALYTICS`); left as stored when unset. */
  analyticsEnabled?: boolean | undefined
}

/**
 * Creates the project if missing, sets its analytics switch when given, and makes its allowed
 * origins exactly `origins` (adds the new ones, removes the others) in one transaction. Running it
 * again with the same input changes nothing, so it runs on every start.
 *
 * @example
 * await seedProject(db, { id: 'portico-local', origins: ['http://localhost:3000'] })
 */
export async function seedProject(db: Database, parameters: SeedProjectParameters): Promise<void> {
  const { id, name = id, origins, analyticsEnabled } = parameters
  await db.transaction(async (tx) => {
    await tx.insert(projects).values({ id, name }).onConflictDoNothing()
    if (analyticsEnabled !== undefined)
      await tx
        .update(projects)
        .set({ isAnalyticsEnabled: analyticsEnabled })
        .where(eq(projects.id, id))
    const stale = eq(projectOrigins.projectId, id)
    await tx
      .delete(projectOrigins)
      .where(
        origins.length === 0 ? stale : and(stale, notInArray(projectOrigins.origin, [...origins])),
      )
    if (origins.length > 0)
      await tx
        .insert(projectOrigins)
        .values(origins.map((origin) => ({ projectId: id, origin })))
        .onConflictDoNothing()
  })
}
