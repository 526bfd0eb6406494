// Test helper: a PGlite database in memory, migrated, opened before a file's tests and closed
// after them (for the stores' own tests; suites that run the server use startTestServer).
import { afterAll, beforeAll } from 'vitest'
import { type OpenDatabaseReturnType, openDatabase } from './openDatabase'

/**
 * Registers the file's `beforeAll`/`afterAll` and returns a reader of the open database.
 *
 * @example
 * const database = memoryDatabase()
 * it('stores', async () => { const store = createMessageStore(database().db) })
 */
export function memoryDatabase(): () => OpenDatabaseReturnType {
  let database: OpenDatabaseReturnType | undefined
  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  }, 120_000)
  afterAll(async () => {
    await database?.close()
  })
  return () => {
    if (!database) throw new Error('the memory database is not open yet (use it inside a test)')
    return database
  }
}
