import { describe, expect, it } from 'vitest'
import { emailCodeWait, type SentEmailCode } from './emailCodeWait'

const config = {
  maxCodeAttempts: 5,
  resendCooldownMs: 30_000,
  maxCodesPerHour: 5,
  maxNewBrowserCodesPerHour: 10,
}
const now = 10 * 3_600_000
const sent = (deviceHash: string, agoMs: number, attempts = 0): SentEmailCode => ({
  deviceHash,
  createdAt: new Date(now - agoMs),
  attempts,
})
const wait = (
  recent: SentEmailCode[],
  deviceHash: string,
  verified: string[] = [],
  followUp = false,
) => emailCodeWait({ config, recent, deviceHash, verified: new Set(verified), followUp, now })

describe('emailCodeWait', () => {
  it('lets the first code go and holds a resend for 30 s from the same browser only', () => {
    expect(wait([], 'a')).toBe(0)
    expect(wait([sent('a', 12_000)], 'a')).toBe(18_000)
    expect(wait([sent('a', 12_000)], 'b')).toBe(0)
    expect(wait([sent('a', 12_000)], 'a', [], true)).toBe(0)
  })

  it("doubles the cooldown for each of the browser's dead codes, up to an hour", () => {
    const dead = (n: number) => Array.from({ length: n }, (_, i) => sent('a', 60_000 * (i + 1), 5))
    expect(wait(dead(2), 'a')).toBe(120_000 - 60_000)
    expect(wait([...dead(2), sent('a', 0)], 'a')).toBe(120_000)
    // Another browser's dead codes hold nobody else.
    expect(wait(dead(4), 'b')).toBe(0)
    const many = Array.from({ length: 12 }, (_, i) => sent('a', 1_000 * (i + 1), 5))
    expect(wait(many, 'a', ['a'])).toBe(3_600_000 - 1_000)
  })

  it('caps one browser at maxCodesPerHour, waiting until the oldest code leaves the hour', () => {
    const five = [10, 20, 30, 40, 50].map((minutes) => sent('a', minutes * 60_000))
    expect(wait(five, 'a')).toBe(10 * 60_000)
    expect(wait(five.slice(1), 'a')).toBe(0)
  })

  it('caps the unverified browsers together, but never a verified browser', () => {
    const strangers = Array.from({ length: 10 }, (_, i) => sent(`s${i}`, (i + 1) * 60_000))
    expect(wait(strangers, 'new')).toBe(50 * 60_000)
    expect(wait(strangers, 'owner', ['owner'])).toBe(0)
    // The owner's own codes do not fill the ceiling for the owner's next new browser.
    const owners = [...strangers.slice(1), sent('owner', 30_000)]
    expect(wait(owners, 'new', ['owner'])).toBe(0)
  })
})
