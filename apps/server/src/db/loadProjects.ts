import type { Database } from './openDatabase'
import { projectOrigins, projects } from './schema'

/** Every known project id with the set of browser origins it allows. */
export type LoadProjectsReturnType = Map<string, Set<string>>

/**
 * Reads all projects and their allowed origins, for the server's in-memory cache (CORS and the
 * `projectId` check).
 *
 * @example
 * const projects = await loadProjects(db)
 * projects.get('portico-local')?.has('http://localhost:3000') // true
 */
export async function loadProjects(db: Database): Promise<LoadProjectsReturnType> {
  const result: LoadProjectsReturnType = new Map()
  for (const { id } of await db.select({ id: projects.id }).from(projects))
    result.set(id, new Set())
  for (const row of await db.select().from(projectOrigins))
    result.get(row.projectId)?.add(row.origin)
  return result
}
