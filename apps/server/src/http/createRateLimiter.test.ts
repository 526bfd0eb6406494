import { createFakeClock } from '@portico/core/internal'
import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './createRateLimiter'

describe('createRateLimiter', () => {
  test('a full bucket of perMinute units, refilled continuously, per key', () => {
    const clock = createFakeClock({ start: 0 })
    const limiter = createRateLimiter({ perMinute: 60, clock })
    expect(limiter.take('a', 60)).toEqual({ allowed: true })
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 1000 })
    expect(limiter.take('b')).toEqual({ allowed: true })
    clock.advance(999)
    expect(limiter.take('a').allowed).toBe(false)
    clock.advance(1)
    expect(limiter.take('a')).toEqual({ allowed: true })
    // Refill stops at a full bucket: a long quiet spell gives one minute's burst, no more.
    clock.advance(3_600_000)
    expect(limiter.take('a', 60)).toEqual({ allowed: true })
    expect(limiter.take('a', 5)).toEqual({ allowed: false, retryAfterMs: 5000 })
  })

  test('windowMs: a daily budget refills over a day', () => {
    const clock = createFakeClock({ start: 0 })
    const limiter = createRateLimiter({ perMinute: 2, windowMs: 86_400_000, clock })
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 43_200_000 })
    clock.advance(43_200_000)
    expect(limiter.take('a').allowed).toBe(true)
    expect(() => createRateLimiter({ perMinute: 1, windowMs: 0, clock })).toThrow(RangeError)
  })

  test('a request costing more than a full bucket waits for a full bucket', () => {
    const limiter = createRateLimiter({ perMinute: 10, clock: createFakeClock({ start: 0 }) })
    expect(limiter.take('a', 100)).toEqual({ allowed: true })
    expect(limiter.take('a', 100)).toEqual({ allowed: false, retryAfterMs: 60_000 })
  })

  test('keeps at most maxKeys buckets (the least recently used is forgotten)', () => {
    const limiter = createRateLimiter({
      perMinute: 1,
      clock: createFakeClock({ start: 0 }),
      maxKeys: 2,
    })
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('b').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(false)
    expect(limiter.take('c').allowed).toBe(true) // forgets b, the least recently used
    expect(limiter.take('a').allowed).toBe(false)
    expect(limiter.take('b').allowed).toBe(true)
  })

  test('refuses a bad setting', () => {
    expect(() => createRateLimiter({ perMinute: 0, clock: createFakeClock() })).toThrow(
      'perMinute must be a positive integer, got 0',
    )
  })
})
