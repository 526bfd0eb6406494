import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { openDatabase } from '../db/openDatabase'
import { registerOpenApi } from '../openapi/registerOpenApi'
import { health } from './health'

test('GET /health answers 503 once the database is gone, ok while it answers', async () => {
  const { db, close } = await openDatabase({ driver: 'pglite', dataDir: undefined })
  const app = Fastify({ logger: false })
  await registerOpenApi(app, { version: 'test' })
  await app.register(health, { db })

  const up = await app.inject('/health')
  expect(up.statusCode).toBe(200)
  expect(up.json()).toEqual({ status: 'ok' })

  await close()
  const down = await app.inject('/health')
  expect(down.statusCode).toBe(503)
  expect(down.json()).toEqual({ status: 'error', message: 'Database unavailable' })
  await app.close()
})
