import { type Clock, modalEvents, systemClock, trackedEvents } from '@portico/core'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import { analyticsEvents, projects } from '../db/schema'
import { sdkQuery } from '../directory/sdkQuery'
import { createRateLimiter } from '../http/createRateLimiter'
import { type ErrorBody, errorBody } from '../openapi/errorBody'
import { rateLimitKey } from '../rateLimitKey'

/** Most events in one batch (the kit sends at most 20). */
export const ANALYTICS_MAX_BATCH = 50
/** Batches one IP may send per minute (the kit sends one every 5 s at most, while events happen). */
export const ANALYTICS_BATCHES_PER_MINUTE = 30

export type AnalyticsRoutesParameters = {
  db: Database
  /** Known projects and their allowed origins. */
  projects: ReadonlyMap<string, ReadonlySet<string>>
  clock?: Clock | undefined
}

// What an address looks like (EVM, Solana base58): never stored, even if a client sent one.
const ADDRESS = /\b0x[0-9a-fA-F]{40}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g

const eventNames = [...Object.values(trackedEvents), ...Object.values(modalEvents)] as [
  string,
  ...string[],
]
const body = z.object({
  events: z
    .array(
      z.object({
        event: z.enum(eventNames).describe('A tracked event name (SPEC §7)'),
        properties: z
          .record(
            z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, 'must be a short identifier'),
            z.union([z.string().max(200), z.number(), z.boolean()]),
          )
          .refine((value) => Object.keys(value).length <= 10, 'must have at most 10 properties')
          .default({}),
        timestamp: z.number().int().nonnegative().describe('When it happened, ms since the epoch'),
      }),
    )
    .min(1)
    .max(ANALYTICS_MAX_BATCH),
})

const refuse = (reply: FastifyReply, code: 403 | 404 | 429, error: string, message: string) => {
  const answer: ErrorBody = { error, message }
  return reply.code(code).send(answer)
}

/**
 * `POST /v1/analytics/events?projectId=`: a batch of the kit's tracked events, stored in
 * `analytics_events` when the project turned analytics on (`PORTICO_ANALYTICS=on`), else 403.
 * Only from the project's allowed origins (when the request names one); 30 batches a minute per
 * IP. Addresses in string properties are replaced by `[address]` before storing; no IP or user
 * agent is stored.
 *
 * @example
 * await app.register(analyticsRoutes, { db, projects })
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  parameters: AnalyticsRoutesParameters,
): Promise<void> {
  const { db, clock = systemClock } = parameters
  const limiter = createRateLimiter({ perMinute: ANALYTICS_BATCHES_PER_MINUTE, clock })
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/analytics/events',
    {
      schema: {
        summary: "The kit's tracked events, when the project collects them",
        tags: ['analytics'],
        querystring: sdkQuery,
        body,
        response: {
          200: z.object({ stored: z.number().int().describe('Events stored') }),
          400: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { projectId } = request.query
      const origins = parameters.projects.get(projectId)
      if (origins === undefined)
        return refuse(reply, 404, 'Not Found', `Unknown projectId: ${projectId}`)
      const origin = request.headers.origin
      if (typeof origin === 'string' && !origins.has(origin))
        return refuse(reply, 403, 'Forbidden', `Origin not allowed: ${origin}`)
      const decision = limiter.take(`analytics:${rateLimitKey(request.ip)}`)
      if (!decision.allowed) {
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000))
        reply.header('retry-after', String(seconds))
        return refuse(reply, 429, 'Too Many Requests', `Please try again after ${seconds} seconds`)
      }
      const [project] = await db
        .select({ on: projects.isAnalyticsEnabled })
        .from(projects)
        .where(eq(projects.id, projectId))
      if (!project?.on) return refuse(reply, 403, 'Forbidden', 'Analytics is off for this project')
      const receivedAt = clock.now()
      await db.insert(analyticsEvents).values(
        request.body.events.map((e) => ({
          projectId,
          event: e.event,
          properties: Object.fromEntries(
            Object.entries(e.properties).map(([k, v]) => [
              k,
              typeof v === 'string' ? v.replace(ADDRESS, '[address]') : v,
            ]),
          ),
          occurredAt: e.timestamp,
          receivedAt,
        })),
      )
      return { stored: request.body.events.length }
    },
  )
}
