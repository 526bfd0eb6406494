import { describe, expect, it } from 'vitest'
import { isMobile } from './isMobile'
import { userAgents } from './userAgents.testing'

describe('isMobile', () => {
  it('tells phones and tablets from desktops', () => {
    expect(isMobile(userAgents.iosSafari)).toBe(true)
    expect(isMobile(userAgents.iosChrome)).toBe(true)
    expect(isMobile(userAgents.androidChrome)).toBe(true)
    expect(isMobile(userAgents.telegramAndroid)).toBe(true)
    expect(isMobile(userAgents.desktopChrome)).toBe(false)
    expect(isMobile(userAgents.desktopSafari)).toBe(false)
    expect(isMobile('')).toBe(false)
  })

  it('refuses a non-string', () => {
    expect(() => isMobile(undefined as unknown as string)).toThrow(
      'isMobile needs a user agent string',
    )
  })
})
