import type { EmbeddedConfig } from './readEmbeddedConfig'

/** A code sent to the address in the last hour, as the limits see it. */
export type SentEmailCode = { deviceHash: string; createdAt: Date; attempts: number }

export type EmailCodeWaitParameters = {
  config: Pick<
    EmbeddedConfig,
    'maxCodeAttempts' | 'resendCooldownMs' | 'maxCodesPerHour' | 'maxNewBrowserCodesPerHour'
  >
  /** Every code sent to the address in the hour before `now`, whoever asked. */
  recent: readonly SentEmailCode[]
  /** SHA-256 of the asking browser's device token. */
  deviceHash: string
  /** The browsers verified for the address's account (none when it has no account). */
  verified: ReadonlySet<string>
  /** A code the server sends on its own right after another step: no resend cooldown. */
  followUp: boolean
  now: number
}

const hourMs = 3_600_000

/**
 * How long (ms) a browser waits before another code goes to an address; 0 = now. Each browser
 * (device token) has its own budget: the resend cooldown — 30 s, doubled for each of *its* codes
 * killed by wrong tries in the last hour, up to an hour — and `maxCodesPerHour` codes. Browsers
 * not verified for the address's account share one more ceiling, `maxNewBrowserCodesPerHour` codes
 * an hour to the address: it bounds the mail and the guesses strangers get, and a verified browser
 * is never held by it, so nobody can lock an owner out of a browser they already use.
 *
 * @example
 * emailCodeWait({ config, recent, deviceHash, verified: new Set(), followUp: false, now }) // 18_000
 */
export function emailCodeWait({
  config,
  recent,
  deviceHash,
  verified,
  followUp,
  now,
}: EmailCodeWaitParameters): number {
  /** Until the oldest codes leave the hour so that fewer than `cap` remain. */
  const untilBelow = (codes: readonly SentEmailCode[], cap: number) => {
    if (codes.length < cap) return 0
    const times = codes.map((code) => code.createdAt.getTime()).sort((a, b) => a - b)
    return (times[times.length - cap] as number) + hourMs - now
  }
  const mine = recent.filter((code) => code.deviceHash === deviceHash)
  let wait = untilBelow(mine, config.maxCodesPerHour)
  if (!followUp && mine.length > 0) {
    const dead = mine.filter((code) => code.attempts >= config.maxCodeAttempts).length
    const cooldown = Math.min(hourMs, config.resendCooldownMs * 2 ** dead)
    const last = Math.max(...mine.map((code) => code.createdAt.getTime()))
    wait = Math.max(wait, last + cooldown - now)
  }
  if (!verified.has(deviceHash)) {
    const strangers = recent.filter((code) => !verified.has(code.deviceHash))
    wait = Math.max(wait, untilBelow(strangers, config.maxNewBrowserCodesPerHour))
  }
  return Math.max(0, wait)
}
