import { createFakeClock } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { createTokenBucket } from './createTokenBucket'

describe('createTokenBucket', () => {
  it('allows a burst of `capacity`, then refuses until time refills it', () => {
    const clock = createFakeClock({ start: 1_000 })
    const bucket = createTokenBucket({ capacity: 3, refillPerSecond: 2, clock })
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([
      true,
      true,
      true,
      false,
    ])
    clock.advance(499)
    expect(bucket.take()).toBe(false)
    clock.advance(1)
    expect(bucket.take()).toBe(true)
    expect(bucket.take()).toBe(false)
  })

  it('takes several tokens at once (bytes), or none when fewer are left', () => {
    const clock = createFakeClock()
    const bucket = createTokenBucket({ capacity: 1000, refillPerSecond: 100, clock })
    expect(bucket.take(600)).toBe(true)
    expect(bucket.take(600)).toBe(false)
    expect(bucket.available()).toBe(400)
    clock.advance(2000)
    expect(bucket.take(600)).toBe(true)
  })

  it('never holds more than its capacity', () => {
    const clock = createFakeClock()
    const bucket = createTokenBucket({ capacity: 2, refillPerSecond: 10, clock })
    clock.advance(60_000)
    expect(bucket.available()).toBe(2)
  })

  it('refuses bad settings with a clear error', () => {
    const clock = createFakeClock()
    expect(() => createTokenBucket({ capacity: 0, refillPerSecond: 1, clock })).toThrow(
      'Token bucket capacity must be a number ≥ 1, got 0',
    )
    expect(() => createTokenBucket({ capacity: 1, refillPerSecond: -1, clock })).toThrow(
      'Token bucket refill must be a positive number, got -1',
    )
  })
})
