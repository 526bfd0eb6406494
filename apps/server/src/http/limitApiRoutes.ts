import type { FastifyInstance } from 'fastify'
import type { RequestLimits } from './createRequestLimits'

/** The blockchain API routes that read the chain or the database for each request. */
export const limitedApiRoutes: ReadonlySet<string> = new Set([
  '/v1/account/:address/balance',
  '/v1/account/:account/history',
  '/v1/account/:address/value-history',
  '/v1/fungible/price',
  '/v1/identity/:address',
  '/v1/onramp/options',
  '/v1/onramp/quote',
  '/v1/onramp/orders/:id',
  '/v1/generators/onrampurl',
  '/v1/profile/account',
  '/v1/profile/account/:name',
  '/v1/profile/reverse/:address',
  '/v1/profile/suggestions/:name',
  '/v1/ens/gateway',
])

export type LimitApiRoutesParameters = {
  limits: RequestLimits
  /** Known project ids: an unknown one is not counted (its route answers 401). */
  projects: { has(projectId: string): boolean }
  /** Counted for requests that name no project (history, which does not require one). */
  defaultProjectId: string
}

/**
 * Rate-limits the blockchain API ({@link limitedApiRoutes}) per IP and per project with a
 * root `preHandler` hook (after validation, so the body's `projectId` is known): past a limit
 * the answer is 429 `{ error: 'Too Many Requests', message }` with `Retry-After`. Call it on
 * the root instance before the routes are registered.
 *
 * @example
 * limitApiRoutes(app, { limits, projects, defaultProjectId: config.projectId })
 */
export function limitApiRoutes(
  app: FastifyInstance,
  { limits, projects, defaultProjectId }: LimitApiRoutesParameters,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!limitedApiRoutes.has(request.routeOptions.url ?? '')) return
    const named = [request.body, request.query].map(
      (part) => (part as { projectId?: unknown } | undefined)?.projectId,
    )
    const projectId = named.find((value): value is string => typeof value === 'string')
    const refusal = limits.check(request, reply, {
      kind: 'api',
      // An unknown project is refused by its route (401); it never drains a real project's budget.
      projectId:
        projectId === undefined
          ? defaultProjectId
          : projects.has(projectId)
            ? projectId
            : undefined,
    })
    if (refusal !== undefined)
      return reply.code(429).send({ error: 'Too Many Requests', message: refusal.message })
  })
}
