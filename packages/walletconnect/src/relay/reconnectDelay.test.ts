import { describe, expect, it } from 'vitest'
import { reconnectDelay } from './reconnectDelay'

describe('reconnectDelay', () => {
  it('starts at the interval, doubles, and stops at the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempt) =>
      reconnectDelay({ attempt, interval: 1000, maxDelay: 30_000 }),
    )
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
  })
})
