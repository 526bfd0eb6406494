/** A timer handle returned by {@link Clock.setTimeout}. Opaque: only pass it back to `clearTimeout`. */
export type ClockTimer = unknown

/**
 * The time source every time-based rule takes, so tests can use {@link createFakeClock} and be exact.
 */
export type Clock = {
  /** Milliseconds since the epoch (or since the fake clock's start). */
  now: () => number
  /** Runs `callback` once after `ms` milliseconds. */
  setTimeout: (callback: () => void, ms: number) => ClockTimer
  /** Cancels a timer; unknown or finished timers are ignored. */
  clearTimeout: (timer: ClockTimer) => void
}
