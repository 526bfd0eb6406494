import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseConfig } from '../config'
import { DatabaseUnavailableError } from '../errors'
import { loadProjects } from './loadProjects'
import { migrationsFolder, type OpenDatabaseReturnType, openDatabase } from './openDatabase'
import { projectOrigins, projects } from './schema'
import { seedProject } from './seedProject'

/** Both drivers answer `execute` with `{ rows }`. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[]
}

// The same suite runs on PGlite in memory and, when DATABASE_URL is set (CI), on that PostgreSQL.
const targets: [string, DatabaseConfig][] = [
  ['PGlite (memory://)', { driver: 'pglite', dataDir: undefined }],
]
if (process.env.DATABASE_URL)
  targets.push(['PostgreSQL (DATABASE_URL)', { driver: 'postgres', url: process.env.DATABASE_URL }])

describe.each(targets)('openDatabase on %s', (_name, config) => {
  let opened: OpenDatabaseReturnType
  beforeAll(async () => {
    opened = await openDatabase(config)
  })
  afterAll(async () => {
    await opened.close()
  })

  test('applies every committed migration', async () => {
    const tables = await rowsOf<{ table_name: string }>(
      opened.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_name in ('projects', 'project_origins') order by table_name`,
      ),
    )
    expect(tables.map((row) => row.table_name)).toEqual(['project_origins', 'projects'])
    const applied = await rowsOf<{ count: number }>(
      opened.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    )
    expect(applied[0]?.count).toBe(journal.entries.length)
  })

  test('seedProject is idempotent and makes the origins exactly the given set', async () => {
    const { db } = opened
    const id = `seed-test-${Math.random().toString(36).slice(2)}`
    try {
      await seedProject(db, { id, origins: ['http://a.test', 'http://b.test'] })
      await seedProject(db, { id, origins: ['http://a.test', 'http://b.test'] })
      expect((await loadProjects(db)).get(id)).toEqual(new Set(['http://a.test', 'http://b.test']))

      await seedProject(db, { id, origins: ['http://b.test', 'http://c.test'] })
      expect((await loadProjects(db)).get(id)).toEqual(new Set(['http://b.test', 'http://c.test']))

      await seedProject(db, { id, origins: [] })
      expect((await loadProjects(db)).get(id)).toEqual(new Set())
      const rows = await db.select().from(projects).where(sql`${projects.id} = ${id}`)
      expect(rows).toHaveLength(1)
      expect(rows[0]?.name).toBe(id)
      expect(rows[0]?.createdAt).toBeInstanceOf(Date)
    } finally {
      await db.delete(projects).where(sql`${projects.id} = ${id}`)
    }
  })

  test('an origin of an unknown project is refused by the foreign key, and a pair is unique', async () => {
    const { db } = opened
    const id = `fk-test-${Math.random().toString(36).slice(2)}`
    try {
      await expect(
        db.insert(projectOrigins).values({ projectId: id, origin: 'http://x.test' }),
      ).rejects.toThrow()
      await seedProject(db, { id, origins: ['http://x.test'] })
      await expect(
        db.insert(projectOrigins).values({ projectId: id, origin: 'http://x.test' }),
      ).rejects.toThrow()
    } finally {
      await db.delete(projects).where(sql`${projects.id} = ${id}`)
    }
  })
})

// Only with a real PostgreSQL: several server instances start at once against one database.
const databaseUrl = process.env.DATABASE_URL
if (databaseUrl)
  describe('openDatabase on PostgreSQL, several instances at once', () => {
    test('migrate in turn and apply nothing twice', async () => {
      const config: DatabaseConfig = { driver: 'postgres', url: databaseUrl }
      const instances = await Promise.all([openDatabase(config), openDatabase(config)])
      for (const instance of instances) {
        const applied = await rowsOf<{ count: number }>(
          instance.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
        )
        expect(applied[0]?.count).toBe(journal.entries.length)
      }
      await Promise.all(instances.map((instance) => instance.close()))
    })
  })

describe('openDatabase', () => {
  test('keeps PGlite data on disk between opens', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'portico-db-')), 'data')
    const first = await openDatabase({ driver: 'pglite', dataDir })
    await seedProject(first.db, { id: 'kept', origins: ['http://kept.test'] })
    await first.close()
    const second = await openDatabase({ driver: 'pglite', dataDir })
    expect((await loadProjects(second.db)).get('kept')).toEqual(new Set(['http://kept.test']))
    await second.close()
  })

  test('an unreachable PostgreSQL gives a clear error without the password', async () => {
    const error = await openDatabase({
      driver: 'postgres',
      url: 'postgres://portico:hunter2@127.0.0.1:1/portico',
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DatabaseUnavailableError)
    expect((error as DatabaseUnavailableError).shortMessage).toBe('Database unavailable')
    expect((error as Error).message).toContain('postgres://***:***@127.0.0.1:1/portico')
    expect((error as Error).message).not.toContain('hunter2')
  })
})
