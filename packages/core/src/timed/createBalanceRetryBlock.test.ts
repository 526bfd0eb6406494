import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { BALANCE_RETRY_BLOCK_MS } from '../constants'
import { createBalanceRetryBlock } from './createBalanceRetryBlock'

const alice = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('createBalanceRetryBlock', () => {
  it('allows fetches until a failure, then refuses them for 30 s', () => {
    const clock = createFakeClock({ start: 5_000 })
    const retry = createBalanceRetryBlock({ clock })
    expect(retry.isBlocked(alice)).toBe(false)
    retry.recordFailure(alice)
    clock.advance(BALANCE_RETRY_BLOCK_MS - 1)
    expect(retry.isBlocked(alice)).toBe(true)
    expect(retry.remainingMs(alice)).toBe(1)
    clock.advance(1)
    expect(retry.isBlocked(alice)).toBe(false)
    expect(retry.remainingMs(alice)).toBe(0)
  })

  it('blocks per key, with a default key', () => {
    const clock = createFakeClock()
    const retry = createBalanceRetryBlock({ clock })
    retry.recordFailure(alice)
    retry.recordFailure()
    expect(retry.isBlocked(bob)).toBe(false)
    expect(retry.isBlocked()).toBe(true)
  })

  it('a new failure restarts the block; clear lifts it', () => {
    const clock = createFakeClock()
    const retry = createBalanceRetryBlock({ clock })
    retry.recordFailure(alice)
    clock.advance(20_000)
    retry.recordFailure(alice)
    expect(retry.remainingMs(alice)).toBe(BALANCE_RETRY_BLOCK_MS)
    retry.recordFailure(bob)
    retry.clear(alice)
    expect(retry.isBlocked(alice)).toBe(false)
    expect(retry.isBlocked(bob)).toBe(true)
    retry.clear()
    expect(retry.isBlocked(bob)).toBe(false)
  })

  it('refuses a bad block time', () => {
    expect(() => createBalanceRetryBlock({ clock: createFakeClock(), blockMs: -1 })).toThrow(
      'blockMs must be a non-negative number of ms, got -1',
    )
  })
})
