import type { Clock } from '@portico/core/internal'

export type CreateRateLimiterParameters = {
  /**
   * Units allowed per minute (per `windowMs` when given) and key; also the burst allowed after a
   * quiet window.
   */
  perMinute: number
  /** The window `perMinute` counts over, in ms: a minute by default (a day for daily caps). */
  windowMs?: number | undefined
  clock: Pick<Clock, 'now'>
  /** Most keys tracked; past it the least recently used key is forgotten. Default 50000. */
  maxKeys?: number | undefined
}

/** What {@link RateLimiter.take} answers. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export type RateLimiter = {
  /** Takes `cost` units (1 by default) from `key`'s bucket, or says how long to wait. */
  take(key: string, cost?: number): RateLimitDecision
}
export type CreateRateLimiterReturnType = RateLimiter

type Bucket = { tokens: number; at: number }

/**
 * Token buckets per key (an IP's /64, a project id): each starts full at `perMinute` units and
 * refills continuously at `perMinute / 60` a second (`perMinute` per `windowMs`). A take that would go below zero is refused
 * with the wait until enough units are back (a request costing more than a full bucket is
 * refused with the wait for a full bucket). Memory stays bounded: at most `maxKeys` buckets.
 *
 * @example
 * const limiter = createRateLimiter({ perMinute: 600, clock: systemClock })
 * const decision = limiter.take(rateLimitKey(request.ip))
 * if (!decision.allowed) reply.code(429).header('retry-after', Math.ceil(decision.retryAfterMs / 1000))
 */
export function createRateLimiter(
  parameters: CreateRateLimiterParameters,
): CreateRateLimiterReturnType {
  const { perMinute, clock } = parameters
  const maxKeys = parameters.maxKeys ?? 50_000
  if (!Number.isInteger(perMinute) || perMinute < 1)
    throw new RangeError(`perMinute must be a positive integer, got ${perMinute}`)
  const windowMs = parameters.windowMs ?? 60_000
  if (!Number.isInteger(windowMs) || windowMs < 1)
    throw new RangeError(`windowMs must be a positive integer, got ${windowMs}`)
  const perMs = perMinute / windowMs
  const buckets = new Map<string, Bucket>()

  return {
    take(key, cost = 1) {
      const now = clock.now()
      const bucket = buckets.get(key) ?? { tokens: perMinute, at: now }
      buckets.delete(key)
      bucket.tokens = Math.min(perMinute, bucket.tokens + Math.max(0, now - bucket.at) * perMs)
      bucket.at = now
      buckets.set(key, bucket)
      while (buckets.size > maxKeys) {
        const oldest = buckets.keys().next().value
        if (oldest === undefined) break
        buckets.delete(oldest)
      }
      const needed = Math.min(cost, perMinute)
      if (bucket.tokens >= needed) {
        bucket.tokens -= needed
        return { allowed: true }
      }
      return { allowed: false, retryAfterMs: Math.ceil((needed - bucket.tokens) / perMs) }
    },
  }
}
