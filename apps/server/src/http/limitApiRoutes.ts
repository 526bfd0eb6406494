import type { FastifyInstance } from 'fastify'
import type { RequestLimits } from './createRequestLimits'
import { sendTooManyRequests } from './sendTooManyRequests'

/**
 * The `/v1/` routes the shared API budget does not count, each with the budget of its own that
 * limits it instead. Every other `/v1/` route (a new one included) is limited by default.
 */
export const apiRouteExceptions: ReadonlyMap<string, string> = new Map([
  ['/v1', 'the RPC gateway: each call of a batch counts (PORTICO_RPC_RATE_LIMIT)'],
  ['/v1/', 'the RPC gateway: each call of a batch counts (PORTICO_RPC_RATE_LIMIT)'],
  [
    '/v1/esplora/:caipNetworkId/*',
    'the Esplora gateway: counted as RPC calls (PORTICO_RPC_RATE_LIMIT)',
  ],
  [
    '/v1/esplora/:caipNetworkId/tx',
    'the Esplora gateway: counted as RPC calls (PORTICO_RPC_RATE_LIMIT)',
  ],
  ['/v1/siwx/nonce', 'sign-in, per address (PORTICO_SIWX_RATE_LIMIT)'],
  ['/v1/siwx/verify', 'sign-in, per address (PORTICO_SIWX_RATE_LIMIT)'],
  ['/v1/analytics/events', 'analytics batches, per address'],
  ['/v1/embedded/', 'the wallet frame: sends, code checks and session calls, per address'],
])

/** Whether the shared API budget counts a route (its URL as registered, e.g. `/v1/x/:id`). */
function isLimitedApiRoute(url: string): boolean {
  if (!url.startsWith('/v1/') || apiRouteExceptions.has(url)) return false
  return !url.startsWith('/v1/embedded/')
}

export type LimitApiRoutesParameters = {
  limits: RequestLimits
  /** Known project ids: an unknown one is not counted (its route answers 401). */
  projects: { has(projectId: string): boolean }
  /** Counted for requests that name no project (history, which does not require one). */
  defaultProjectId: string
}

/**
 * Rate-limits every `/v1/` route but {@link apiRouteExceptions} per IP and per project with a
 * root `preHandler` hook (after validation, so the body's `projectId` is known): past a limit the
 * answer is 429 `{ error: 'Too Many Requests', message }` with `Retry-After`. Call it on the root
 * instance before the routes are registered.
 *
 * @example
 * limitApiRoutes(app, { limits, projects, defaultProjectId: config.projectId })
 */
export function limitApiRoutes(
  app: FastifyInstance,
  { limits, projects, defaultProjectId }: LimitApiRoutesParameters,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!isLimitedApiRoute(request.routeOptions.url ?? '')) return
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
    if (refusal !== undefined) return sendTooManyRequests(reply, refusal)
  })
}
