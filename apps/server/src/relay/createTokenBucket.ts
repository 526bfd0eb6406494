import type { Clock } from '@portico/core/internal'

export type CreateTokenBucketParameters = {
  /** Most tokens held (the burst allowed after a quiet spell). */
  capacity: number
  /** Tokens added per second. */
  refillPerSecond: number
  /** Time source (`now` in ms). */
  clock: Pick<Clock, 'now'>
}

export type TokenBucket = {
  /** Takes `count` tokens (default 1); false, taking none, when fewer are left (the caller refuses). */
  take(count?: number): boolean
  /** Tokens left now (fractional). */
  available(): number
}
export type CreateTokenBucketReturnType = TokenBucket

/**
 * A token bucket: starts full, refills continuously, one token per action (or per byte). The relay
 * keeps buckets per connection (requests, publishes) and per client address (stored bytes).
 *
 * @example
 * const bucket = createTokenBucket({ capacity: 100, refillPerSecond: 50, clock: systemClock })
 * if (!bucket.take()) throw new Error('Too many requests')
 */
export function createTokenBucket(
  parameters: CreateTokenBucketParameters,
): CreateTokenBucketReturnType {
  const { capacity, refillPerSecond, clock } = parameters
  if (!(capacity >= 1) || !Number.isFinite(capacity))
    throw new RangeError(`Token bucket capacity must be a number ≥ 1, got ${capacity}`)
  if (!(refillPerSecond > 0) || !Number.isFinite(refillPerSecond))
    throw new RangeError(`Token bucket refill must be a positive number, got ${refillPerSecond}`)
  let tokens = capacity
  let last = clock.now()

  function refill() {
    const now = clock.now()
    if (now > last) tokens = Math.min(capacity, tokens + ((now - last) / 1000) * refillPerSecond)
    last = now
  }

  return {
    take(count = 1) {
      refill()
      if (tokens < count) return false
      tokens -= count
      return true
    },
    available() {
      refill()
      return tokens
    },
  }
}
