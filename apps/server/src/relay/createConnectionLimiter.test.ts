import { createFakeClock } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { createConnectionLimiter } from './createConnectionLimiter'

const limits = {
  maxConnectionsPerIp: 2,
  maxConnectionsPerProject: 3,
  storeBurstBytesPerIp: 1000,
  storeBytesPerSecondPerIp: 100,
}

describe('createConnectionLimiter', () => {
  it('caps connections per address and per project, and gives slots back', () => {
    const limiter = createConnectionLimiter({ limits, clock: createFakeClock() })
    const a1 = limiter.open('1.1.1.1', 'p')
    expect(limiter.open('1.1.1.1', 'p')).toBeDefined()
    expect(limiter.refusal('1.1.1.1', 'p')).toBe(
      'Too many relay connections from this address (the limit is 2)',
    )
    expect(limiter.open('1.1.1.1', 'p')).toBeUndefined()
    expect(limiter.open('2.2.2.2', 'p')).toBeDefined()
    expect(limiter.refusal('3.3.3.3', 'p')).toBe(
      'Too many relay connections for this project (the limit is 3)',
    )
    expect(limiter.refusal('3.3.3.3', 'other')).toBeUndefined()
    a1?.release()
    a1?.release() // twice is once
    expect(limiter.refusal('1.1.1.1', 'p')).toBeUndefined()
    expect(limiter.refusal('3.3.3.3', 'p')).toBeUndefined()
  })

  it("shares the stored-bytes bucket between an address's connections, across reconnects", () => {
    const clock = createFakeClock()
    const limiter = createConnectionLimiter({ limits, clock })
    const first = limiter.open('1.1.1.1', 'p')
    expect(first?.storage.take(800)).toBe(true)
    first?.release()
    limiter.sweep()
    const again = limiter.open('1.1.1.1', 'p')
    expect(again?.storage.take(800)).toBe(false)
    again?.release()
    clock.advance(10_000)
    limiter.sweep()
    expect(limiter.open('1.1.1.1', 'p')?.storage.available()).toBe(1000)
  })
})
