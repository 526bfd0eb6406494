import Fastify, { type FastifyInstance } from 'fastify'
import { loadProjects } from '../src/db/loadProjects'
import { type Database, openDatabase } from '../src/db/openDatabase'
import { seedProject } from '../src/db/seedProject'
import { directory } from '../src/directory/directory'
import { registerOpenApi } from '../src/openapi/registerOpenApi'

export type StartDirectoryAppReturnType = {
  app: FastifyInstance
  db: Database
  close(): Promise<void>
}

/**
 * The directory service alone on its own database: a real PostgreSQL when `DATABASE_URL` is set
 * (CI), else PGlite in memory; project `portico-local` seeded with two origins.
 *
 * @example
 * const { app, db, close } = await startDirectoryApp()
 */
export async function startDirectoryApp(): Promise<StartDirectoryAppReturnType> {
  const url = process.env.DATABASE_URL
  const database = await openDatabase(
    url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir: undefined },
  )
  await seedProject(database.db, {
    id: 'portico-local',
    origins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  })
  const app = Fastify({ logger: false })
  await registerOpenApi(app, { version: 'test' })
  await app.register(directory, { db: database.db, projects: await loadProjects(database.db) })
  await app.ready()
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
