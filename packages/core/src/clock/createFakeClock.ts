import { InvalidParameterError } from '../errors/parameter'
import type { Clock, ClockTimer } from './types'

/** Parameters of {@link createFakeClock}. */
export type CreateFakeClockParameters = {
  /** The time `now()` returns at first. Default 0. */
  start?: number | undefined
}

/** A {@link Clock} whose time only moves when told to. */
export type FakeClock = Clock & {
  /** Moves time forward by `ms`, firing due timers in order (timers they schedule fire too if due). */
  advance: (ms: number) => void
  /** How many timers are waiting. */
  pending: () => number
}

/** Return type of {@link createFakeClock}. */
export type CreateFakeClockReturnType = FakeClock

type Timer = { id: number; due: number; callback: () => void }

/**
 * A manual clock for tests: a 30 s rule is checked in microseconds, exactly.
 *
 * @example
 * const clock = createFakeClock()
 * clock.setTimeout(() => console.log('fired'), 150)
 * clock.advance(150) // logs 'fired'
 */
export function createFakeClock(
  parameters: CreateFakeClockParameters = {},
): CreateFakeClockReturnType {
  const start = parameters.start ?? 0
  if (!Number.isFinite(start))
    throw new InvalidParameterError({ reason: `Fake clock start must be finite, got ${start}` })
  let now = start
  let nextId = 1
  let timers: Timer[] = []

  const setTimeout = (callback: () => void, ms: number): ClockTimer => {
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0
    const timer = { id: nextId++, due: now + delay, callback }
    timers.push(timer)
    return timer.id
  }

  const clearTimeout = (timer: ClockTimer) => {
    timers = timers.filter((t) => t.id !== timer)
  }

  const advance = (ms: number) => {
    if (!Number.isFinite(ms) || ms < 0) {
      throw new InvalidParameterError({
        reason: `Fake clock can only advance by a finite, non-negative ms, got ${ms}`,
      })
    }
    const target = now + ms
    for (;;) {
      const due = timers
        .filter((t) => t.due <= target)
        .sort((a, b) => a.due - b.due || a.id - b.id)[0]
      if (!due) break
      timers = timers.filter((t) => t !== due)
      now = due.due
      due.callback()
    }
    now = target
  }

  return { now: () => now, setTimeout, clearTimeout, advance, pending: () => timers.length }
}
