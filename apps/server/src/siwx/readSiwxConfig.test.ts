import { describe, expect, it } from 'vitest'
import { readSiwxConfig, siwxConfigDefaults } from './readSiwxConfig'

describe('readSiwxConfig', () => {
  it('applies the defaults: 120 a minute, 7 days, Secure when https, pruned every minute', () => {
    expect(readSiwxConfig({})).toEqual(siwxConfigDefaults)
    expect(siwxConfigDefaults).toEqual({
      rateLimitPerMinute: 120,
      sessionLifetimeMs: 604_800_000,
      cookieSecure: 'auto',
      cookieSameSite: 'lax',
      pruneIntervalMs: 60_000,
    })
  })

  it('reads the variables', () => {
    expect(
      readSiwxConfig({
        PORTICO_SIWX_RATE_LIMIT: '30',
        PORTICO_SESSION_TTL_HOURS: '2',
        PORTICO_COOKIE_SECURE: 'always',
        PORTICO_COOKIE_SAMESITE: 'none',
      }),
    ).toEqual({
      rateLimitPerMinute: 30,
      sessionLifetimeMs: 7_200_000,
      cookieSecure: 'always',
      cookieSameSite: 'none',
      pruneIntervalMs: 60_000,
    })
  })

  it('refuses bad values, naming the variable', () => {
    expect(() => readSiwxConfig({ PORTICO_SIWX_RATE_LIMIT: '0' })).toThrow(
      'Invalid configuration: PORTICO_SIWX_RATE_LIMIT must be an integer from 1 to 1000000',
    )
    expect(() => readSiwxConfig({ PORTICO_SESSION_TTL_HOURS: '1.5' })).toThrow(
      'Invalid configuration: PORTICO_SESSION_TTL_HOURS must be an integer from 1 to 8784',
    )
    expect(() => readSiwxConfig({ PORTICO_COOKIE_SECURE: 'yes' })).toThrow(
      'Invalid configuration: PORTICO_COOKIE_SECURE must be auto, always or never',
    )
    expect(() => readSiwxConfig({ PORTICO_COOKIE_SAMESITE: 'None ' })).toThrow(
      'Invalid configuration: PORTICO_COOKIE_SAMESITE must be lax, strict or none',
    )
    expect(() => readSiwxConfig({ PORTICO_COOKIE_SAMESITE: 'none' })).toThrow(
      'Invalid configuration: PORTICO_COOKIE_SAMESITE none needs PORTICO_COOKIE_SECURE=always',
    )
  })
})
