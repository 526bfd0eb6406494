import type { FastifyReply } from 'fastify'

/** Who a refused request was counted against. */
export type RateLimitSubject = 'address' | 'project'

/** A refused request: the seconds to wait (`Retry-After`) and the message to answer. */
export type RequestRefusal = { retryAfterSeconds: number; message: string }

/**
 * The server's one answer past a rate limit: 429 `{ error: 'Too Many Requests', message }` with
 * `Retry-After` in whole seconds (at least 1), the message `Rate limit exceeded for this
 * {address|project}: retry in {n} s`. Pass a wait in ms (a limiter's `retryAfterMs`) or a
 * refusal already made by `createRequestLimits`.
 *
 * @example
 * const decision = limiter.take(`siwx:${rateLimitKey(request.ip)}`)
 * if (!decision.allowed) return sendTooManyRequests(reply, { retryAfterMs: decision.retryAfterMs })
 */
export function sendTooManyRequests(
  reply: FastifyReply,
  refusal: RequestRefusal | { retryAfterMs: number; subject?: RateLimitSubject | undefined },
): FastifyReply {
  const { retryAfterSeconds, message } =
    'message' in refusal ? refusal : toRequestRefusal(refusal.retryAfterMs, refusal.subject)
  reply.header('retry-after', String(retryAfterSeconds))
  return reply.code(429).send({ error: 'Too Many Requests', message })
}

/** Internal: the refusal of a wait of `retryAfterMs` counted against `subject`. */
export function toRequestRefusal(
  retryAfterMs: number,
  subject: RateLimitSubject = 'address',
): RequestRefusal {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return {
    retryAfterSeconds,
    message: `Rate limit exceeded for this ${subject}: retry in ${retryAfterSeconds} s`,
  }
}
