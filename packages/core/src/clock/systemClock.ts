import type { Clock, ClockTimer } from './types'

/**
 * The real clock: `Date.now` and the global timers.
 *
 * @example
 * const toast = createToastStore({ clock: systemClock })
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (timer: ClockTimer) =>
    globalThis.clearTimeout(timer as ReturnType<typeof globalThis.setTimeout>),
}
