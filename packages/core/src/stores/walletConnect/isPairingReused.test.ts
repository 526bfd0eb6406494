import { describe, expect, it } from 'vitest'
import { isPairingReused } from './isPairingReused'
import { userAgents } from './userAgents.testing'

describe('isPairingReused', () => {
  it('is true in Telegram and in Safari on iOS', () => {
    expect(isPairingReused(userAgents.iosSafari)).toBe(true)
    expect(isPairingReused(userAgents.ipadSafari)).toBe(true)
    expect(isPairingReused(userAgents.telegramAndroid)).toBe(true)
  })

  it('is false in other browsers, iOS ones included', () => {
    expect(isPairingReused(userAgents.iosChrome)).toBe(false)
    expect(isPairingReused(userAgents.iosFirefox)).toBe(false)
    expect(isPairingReused(userAgents.androidChrome)).toBe(false)
    expect(isPairingReused(userAgents.desktopChrome)).toBe(false)
    expect(isPairingReused(userAgents.desktopSafari)).toBe(false)
  })

  it('refuses a non-string', () => {
    expect(() => isPairingReused(42 as unknown as string)).toThrow(
      'isPairingReused needs a user agent string',
    )
  })
})
