import { describe, expect, it } from 'vitest'
import { InvalidConfigError } from '../errors'
import { embeddedConfigDefaults, readEmbeddedConfig } from './readEmbeddedConfig'

describe('readEmbeddedConfig', () => {
  it('in development, defaults to a random per-process secret, the :3001 frame origins and the catcher', () => {
    const a = readEmbeddedConfig({ PORTICO_DEV: '1' })
    const b = readEmbeddedConfig({ PORTICO_DEV: '1' })
    expect(a.enabled).toBe(true)
    expect(a.ephemeralSecret).toBe(true)
    expect(a.secret).toHaveLength(32)
    expect(Buffer.from(a.secret).equals(Buffer.from(b.secret))).toBe(false)
    expect(a.frameOrigins).toEqual(embeddedConfigDefaults.frameOrigins)
    expect(a.smtpUrl).toBeUndefined()
    expect(a.codeLifetimeMs).toBeLessThanOrEqual(10 * 60_000)
    expect(a.resendCooldownMs).toBe(30_000)
    expect(a.maxCodeAttempts).toBe(5)
  })

  it('reads the secret, SMTP_URL, frame origins and session lifetime', () => {
    const config = readEmbeddedConfig({
      PORTICO_EMBEDDED_SECRET: 'ab'.repeat(32),
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      PORTICO_FRAME_ORIGINS: 'https://wallet.example.com',
      PORTICO_EMBEDDED_SESSION_TTL_HOURS: '24',
    })
    expect(config.ephemeralSecret).toBe(false)
    expect(Buffer.from(config.secret).toString('hex')).toBe('ab'.repeat(32))
    expect(config.frameOrigins).toEqual(['https://wallet.example.com'])
    expect(config.sessionLifetimeMs).toBe(24 * 3_600_000)
  })

  it('reads the resend cooldown in seconds; under 30 only in development', () => {
    const secret = 'ab'.repeat(32)
    expect(
      readEmbeddedConfig({ PORTICO_DEV: '1', PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS: '3' })
        .resendCooldownMs,
    ).toBe(3_000)
    expect(
      readEmbeddedConfig({
        PORTICO_EMBEDDED_SECRET: secret,
        PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS: '120',
      }).resendCooldownMs,
    ).toBe(120_000)
    expect(() =>
      readEmbeddedConfig({
        PORTICO_EMBEDDED_SECRET: secret,
        PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS: '3',
      }),
    ).toThrow(
      'PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS must be at least 30 outside development (PORTICO_DEV=1)',
    )
    for (const bad of ['0', '-1', '2.5', 'soon', '3601'])
      expect(() =>
        readEmbeddedConfig({ PORTICO_DEV: '1', PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS: bad }),
      ).toThrow('PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS must be an integer from 1 to 3600')
  })

  it('outside development never makes a random secret while the embedded wallet is on', () => {
    expect(() => readEmbeddedConfig({})).toThrow(
      'PORTICO_EMBEDDED_SECRET is required outside development: make one with `openssl rand -hex 32`',
    )
    expect(() => readEmbeddedConfig({ NODE_ENV: 'development' })).toThrow(InvalidConfigError)
    // Off: no wallet, so nothing is sealed under the (unused) key.
    expect(readEmbeddedConfig({ PORTICO_EMBEDDED: 'off' }).enabled).toBe(false)
    expect(() => readEmbeddedConfig({ PORTICO_EMBEDDED: 'maybe' })).toThrow(
      'PORTICO_EMBEDDED must be on or off',
    )
  })

  it('refuses bad values without echoing secrets', () => {
    const refusal = (given: Record<string, string>) => {
      const env = { PORTICO_DEV: '1', ...given }
      try {
        readEmbeddedConfig(env)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidConfigError)
        return (error as InvalidConfigError).message
      }
      throw new Error('accepted')
    }
    expect(refusal({ PORTICO_EMBEDDED_SECRET: 'short-secret-value' })).not.toContain(
      'short-secret-value',
    )
    expect(refusal({ SMTP_URL: 'http://user:topsecret@x' })).not.toContain('topsecret')
    expect(refusal({ PORTICO_FRAME_ORIGINS: 'https://a.example/path' })).toContain(
      'PORTICO_FRAME_ORIGINS',
    )
    expect(refusal({ PORTICO_MAIL_FROM: 'a\r\nBcc: x@y.z' })).toContain('PORTICO_MAIL_FROM')
    // The callback page hands the login to the frame: it must be on a frame origin.
    expect(
      refusal({ PORTICO_SOCIAL_CALLBACK_URL: 'http://localhost:3000/v1/embedded/social/callback' }),
    ).toContain('must be on a wallet frame origin')
    expect(
      readEmbeddedConfig({
        PORTICO_DEV: '1',
        PORTICO_SOCIAL_CALLBACK_URL: 'http://localhost:3001/v1/embedded/social/callback',
      }).social.callbackUrl,
    ).toBe('http://localhost:3001/v1/embedded/social/callback')
  })
})
