import { type Clock, modalEvents, systemClock, trackedEvents } from '@portico/core/internal'
import { and, count, eq, gte, lt } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import { analyticsEvents, projects } from '../db/schema'
import { sdkQuery } from '../directory/sdkQuery'
import { createRateLimiter } from '../http/createRateLimiter'
import { sendTooManyRequests } from '../http/sendTooManyRequests'
import { type ErrorBody, errorBody } from '../openapi/errorBody'
import { rateLimitKey } from '../rateLimitKey'
import { type AnalyticsConfig, analyticsConfigDefaults } from './readAnalyticsConfig'
import { scrubAnalyticsText } from './scrubAnalyticsText'

/** Most events in one batch (the kit sends at most 20). */
export const ANALYTICS_MAX_BATCH = 50
/** Batches one IP may send per minute (the kit sends one every 5 s at most, while events happen). */
export const ANALYTICS_BATCHES_PER_MINUTE = 30

export type AnalyticsRoutesParameters = {
  db: Database
  /** Known projects and their allowed origins. */
  projects: ReadonlyMap<string, ReadonlySet<string>>
  clock?: Clock | undefined
  /** Retention and the daily cap per project (`PORTICO_ANALYTICS_*`); the defaults when absent. */
  config?: AnalyticsConfig | undefined
}

const day = 24 * 60 * 60_000
/** The retention prune runs at most this often (on a write), and once at start. */
const pruneEveryMs = 60 * 60_000
// Control characters (NUL, escapes, line breaks) have no place in an event property.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

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
            z.union([
              z
                .string()
                .max(200)
                .refine((text) => !CONTROL.test(text), 'must not contain control characters'),
              z.number(),
              z.boolean(),
            ]),
          )
          .refine((value) => Object.keys(value).length <= 10, 'must have at most 10 properties')
          .default({}),
        timestamp: z.number().int().nonnegative().describe('When it happened, ms since the epoch'),
      }),
    )
    .min(1)
    .max(ANALYTICS_MAX_BATCH),
})

const refuse = (reply: FastifyReply, code: 403 | 404, error: string, message: string) => {
  const answer: ErrorBody = { error, message }
  return reply.code(code).send(answer)
}

/**
 * `POST /v1/analytics/events?projectId=`: a batch of the kit's tracked events, stored in
 * `analytics_events` when the project turned analytics on (`PORTICO_ANALYTICS=on`), else 403.
 * Only from the project's allowed origins: a request without an `Origin` (a script, not a page of
 * the app) is refused with 403. 30 batches a minute per IP, and at most
 * `config.eventsPerProjectPerDay` events a project in 24 hours (then 429). URLs, emails and
 * addresses in string properties are replaced by `[url]`, `[email]` and `[address]` before
 * storing; a control character is a 400; no IP or user agent is stored. Events older than
 * `config.retentionDays` are deleted (at start, then at most hourly on a write).
 *
 * @example
 * await app.register(analyticsRoutes, { db, projects })
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  parameters: AnalyticsRoutesParameters,
): Promise<void> {
  const { db, clock = systemClock } = parameters
  const config = parameters.config ?? analyticsConfigDefaults
  const limiter = createRateLimiter({ perMinute: ANALYTICS_BATCHES_PER_MINUTE, clock })
  let prunedAt = Number.NEGATIVE_INFINITY
  const prune = async () => {
    const now = clock.now()
    if (now - prunedAt < pruneEveryMs) return
    prunedAt = now
    await db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.receivedAt, now - config.retentionDays * day))
  }
  app.addHook('onReady', prune)
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
      if (typeof origin !== 'string')
        return refuse(reply, 403, 'Forbidden', 'Origin header required')
      if (!origins.has(origin))
        return refuse(reply, 403, 'Forbidden', `Origin not allowed: ${origin}`)
      const decision = limiter.take(`analytics:${rateLimitKey(request.ip)}`)
      if (!decision.allowed) return sendTooManyRequests(reply, decision)
      const [project] = await db
        .select({ on: projects.isAnalyticsEnabled })
        .from(projects)
        .where(eq(projects.id, projectId))
      if (!project?.on) return refuse(reply, 403, 'Forbidden', 'Analytics is off for this project')
      const receivedAt = clock.now()
      const [stored] = await db
        .select({ events: count() })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.projectId, projectId),
            gte(analyticsEvents.receivedAt, receivedAt - day),
          ),
        )
      if ((stored?.events ?? 0) + request.body.events.length > config.eventsPerProjectPerDay)
        return sendTooManyRequests(reply, { retryAfterMs: pruneEveryMs, subject: 'project' })
      await prune()
      await db.insert(analyticsEvents).values(
        request.body.events.map((e) => ({
          projectId,
          event: e.event,
          properties: Object.fromEntries(
            Object.entries(e.properties).map(([k, v]) => [
              k,
              typeof v === 'string' ? scrubAnalyticsText(v) : v,
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
