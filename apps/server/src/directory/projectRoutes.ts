import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import { projectOrigins, projects } from '../db/schema'
import { type ErrorBody, errorBody } from '../openapi/errorBody'
import { sdkQuery } from './sdkQuery'

export type ProjectRoutesParameters = { db: Database }

const unknownProject = (reply: FastifyReply, projectId: string) => {
  const body: ErrorBody = { error: 'Not Found', message: `Unknown projectId: ${projectId}` }
  return reply.code(404).send(body)
}

/**
 * The project's public settings, read from the database on each call (SPEC §7):
 * `GET /projects/v1/origins?projectId=` → `{ allowedOrigins }` (sorted) and
 * `GET /getAnalyticsConfig?projectId=` → `{ isAnalyticsEnabled }` (off unless the operator turns
 * it on in `projects.is_analytics_enabled`). An unknown project answers 404
 * `{ error: 'Not Found', message: 'Unknown projectId: …' }` (the kit reads a failure as no origins
 * and analytics off).
 *
 * @example
 * await app.register(projectRoutes, { db })
 * await app.inject('/getAnalyticsConfig?projectId=portico-local') // { isAnalyticsEnabled: false }
 */
export async function projectRoutes(
  app: FastifyInstance,
  { db }: ProjectRoutesParameters,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/projects/v1/origins',
    {
      schema: {
        summary: "The project's allowed browser origins",
        tags: ['directory'],
        querystring: sdkQuery,
        response: {
          200: z.object({ allowedOrigins: z.array(z.string()) }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      const [project] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, projectId))
      if (project === undefined) return unknownProject(reply, projectId)
      const rows = await db
        .select({ origin: projectOrigins.origin })
        .from(projectOrigins)
        .where(eq(projectOrigins.projectId, projectId))
        .orderBy(asc(projectOrigins.origin))
      return { allowedOrigins: rows.map((row) => row.origin) }
    },
  )
  typed.get(
    '/getAnalyticsConfig',
    {
      schema: {
        summary: 'Whether the kit may send analytics for the project',
        tags: ['directory'],
        querystring: sdkQuery,
        response: {
          200: z.object({ isAnalyticsEnabled: z.boolean() }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      const [project] = await db
        .select({ isAnalyticsEnabled: projects.isAnalyticsEnabled })
        .from(projects)
        .where(eq(projects.id, projectId))
      if (project === undefined) return unknownProject(reply, projectId)
      return { isAnalyticsEnabled: project.isAnalyticsEnabled }
    },
  )
}
