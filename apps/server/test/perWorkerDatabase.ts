// With CI's PostgreSQL (DATABASE_URL), each vitest worker of the server project uses a database
// of its own, `<database>_w<worker>`, made on the worker's first file. Two files run at once (the
// root config); on one database they shared the project's settings (each server start makes the
// project's allowed origins exactly its own: another file's start in between broke a read), relay
// messages, advisory locks (one indexer) and expiry sweeps. A worker's files run one after another,
// as they all did before. Without DATABASE_URL every file keeps its in-memory PGlite.
import pg from 'pg'

const given = process.env.PORTICO_TEST_DATABASE_BASE ?? process.env.DATABASE_URL
const worker = process.env.VITEST_POOL_ID
if (given?.startsWith('postgres') && worker) {
  process.env.PORTICO_TEST_DATABASE_BASE = given
  const url = new URL(given)
  const name = `${url.pathname.slice(1)}_w${worker}`
  const admin = new pg.Client({ connectionString: given })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0)
      await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error // made meanwhile by the same worker's other start
      })
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
}
