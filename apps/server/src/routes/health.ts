import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/openDatabase'

export type HealthParameters = { db: Database }

/**
 * `GET /health` → `{ status: 'ok' }` when the database answers `select 1`, else 503
 * `{ status: 'error', message: 'Database unavailable' }`.
 *
 * @example
 * await app.register(health, { db })
 * await app.inject('/health') // 200 { status: 'ok' }
 */
export async function health(app: FastifyInstance, { db }: HealthParameters): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await db.execute(sql`select 1`)
      return { status: 'ok' }
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, 'health check: database failed')
      return reply.code(503).send({ status: 'error', message: 'Database unavailable' })
    }
  })
}
