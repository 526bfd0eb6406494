import type { Clock } from '@portico/core/internal'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { rateLimitKey } from '../rateLimitKey'
import { createRateLimiter, type RateLimiter } from './createRateLimiter'
import type { HttpConfig } from './readHttpConfig'
import { type RequestRefusal, toRequestRefusal } from './sendTooManyRequests'

export type CreateRequestLimitsParameters = {
  rateLimits: HttpConfig['rateLimits']
  clock: Pick<Clock, 'now'>
}

export type { RequestRefusal } from './sendTooManyRequests'

export type RequestLimits = {
  /**
   * Counts a request of `kind` (`rpc`: `cost` gateway calls; `api`: one balance, price or
   * history request) against the client's IP (/64 for IPv6) and its project (none: IP only). Sets `Retry-After`
   * on `reply` and returns the refusal when a limit is reached; `undefined` when allowed.
   */
  check(
    request: FastifyRequest,
    reply: FastifyReply,
    use: { kind: 'rpc' | 'api'; projectId: string | undefined; cost?: number | undefined },
  ): RequestRefusal | undefined
}
export type CreateRequestLimitsReturnType = RequestLimits

/**
 * The per-IP and per-project request limits of the RPC gateway and the blockchain API
 * (`PORTICO_RPC_RATE_LIMIT`, `PORTICO_API_RATE_LIMIT`, `PORTICO_PROJECT_RATE_LIMIT`; 0 = off).
 * One instance is shared by every route of the server so a project's budget is counted once.
 *
 * @example
 * const limits = createRequestLimits({ rateLimits: config.http.rateLimits, clock: systemClock })
 * const refusal = limits.check(request, reply, { kind: 'api', projectId })
 * if (refusal) return sendTooManyRequests(reply, refusal)
 */
export function createRequestLimits(
  parameters: CreateRequestLimitsParameters,
): CreateRequestLimitsReturnType {
  const { rateLimits, clock } = parameters
  const make = (perMinute: number): RateLimiter | undefined =>
    perMinute > 0 ? createRateLimiter({ perMinute, clock }) : undefined
  const perIp = { rpc: make(rateLimits.rpcPerMinute), api: make(rateLimits.apiPerMinute) }
  const perProject = make(rateLimits.projectPerMinute)

  return {
    check(request, reply, { kind, projectId, cost = 1 }) {
      const refuse = (retryAfterMs: number, who: 'address' | 'project'): RequestRefusal => {
        const refusal = toRequestRefusal(retryAfterMs, who)
        reply.header('retry-after', String(refusal.retryAfterSeconds))
        return refusal
      }
      const ip = perIp[kind]?.take(`${kind}:${rateLimitKey(request.ip)}`, cost)
      if (ip !== undefined && !ip.allowed) return refuse(ip.retryAfterMs, 'address')
      const project = projectId === undefined ? undefined : perProject?.take(projectId, cost)
      if (project !== undefined && !project.allowed) return refuse(project.retryAfterMs, 'project')
      return undefined
    },
  }
}
