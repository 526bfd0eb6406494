import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
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
  const schema = {
    summary: 'Liveness and database check',
    tags: ['platform'],
    response: {
      200: z.object({ status: z.literal('ok') }),
      503: z.object({ status: z.literal('error'), message: z.string() }),
    },
  }
  app.withTypeProvider<ZodTypeProvider>().get('/health', { schema }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`)
      return { status: 'ok' as const }
    } catch (error) {
      request.log.error({ reason: (error as Error).message }, 'health check: database failed')
      return reply.code(503).send({ status: 'error' as const, message: 'Database unavailable' })
    }
  })
}
