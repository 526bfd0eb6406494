import { describe, expect, it } from 'vitest'
import { readSocialConfig } from './readSocialConfig'

describe('readSocialConfig', () => {
  it('offers only configured providers, with the known issuers', () => {
    const config = readSocialConfig({
      PORTICO_SOCIAL_GOOGLE_CLIENT_ID: 'google-id',
      PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
    })
    expect(config.providers).toEqual([
      {
        id: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'google-id',
        clientSecret: 'google-secret',
        scope: 'openid email profile',
        development: false,
      },
    ])
    // Unset: the callback of the frame origin that starts each login.
    expect(config.callbackUrl).toBeUndefined()
  })

  it('serves every unconfigured provider through the dev identity provider when it is set', () => {
    const config = readSocialConfig({
      PORT: '3100',
      PORTICO_SOCIAL_DEV_ISSUER: 'http://127.0.0.1:3102',
      PORTICO_SOCIAL_DEV_CLIENT_ID: 'portico-dev',
      PORTICO_SOCIAL_DEV_CLIENT_SECRET: 'dev-secret',
      PORTICO_SOCIAL_GITHUB_ISSUER: 'https://github.example/oidc',
      PORTICO_SOCIAL_GITHUB_CLIENT_ID: 'gh',
      PORTICO_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
    })
    expect(config.providers.map((p) => [p.id, p.development])).toEqual([
      ['google', true],
      ['github', false],
      ['apple', true],
      ['facebook', true],
      ['x', true],
      ['discord', true],
    ])
  })

  it('serves only the providers PORTICO_SOCIAL_DEV_PROVIDERS names through the dev identity provider', () => {
    const env = {
      PORTICO_SOCIAL_DEV_ISSUER: 'http://127.0.0.1:3102',
      PORTICO_SOCIAL_DEV_CLIENT_ID: 'portico-dev',
      PORTICO_SOCIAL_DEV_CLIENT_SECRET: 'dev-secret',
      PORTICO_SOCIAL_DEV_PROVIDERS: 'google, x',
      PORTICO_SOCIAL_GITHUB_ISSUER: 'https://github.example/oidc',
      PORTICO_SOCIAL_GITHUB_CLIENT_ID: 'gh',
      PORTICO_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
    }
    expect(readSocialConfig(env).providers.map((p) => p.id)).toEqual(['google', 'github', 'x'])
    expect(() =>
      readSocialConfig({ ...env, PORTICO_SOCIAL_DEV_PROVIDERS: 'google,farcaster' }),
    ).toThrow(/PORTICO_SOCIAL_DEV_PROVIDERS names an unknown provider: farcaster/)
  })

  it('refuses a half-configured provider without echoing the secret', () => {
    expect(() => readSocialConfig({ PORTICO_SOCIAL_X_CLIENT_SECRET: 'hush-123' })).toThrow(
      /PORTICO_SOCIAL_X_CLIENT_ID/,
    )
    expect(() =>
      readSocialConfig({
        PORTICO_SOCIAL_X_CLIENT_ID: 'x',
        PORTICO_SOCIAL_X_CLIENT_SECRET: 'hush-123',
      }),
    ).toThrow(/PORTICO_SOCIAL_X_ISSUER/)
    try {
      readSocialConfig({ PORTICO_SOCIAL_X_CLIENT_SECRET: 'hush-123' })
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('hush-123')
    }
  })

  it('takes an explicit callback URL', () => {
    expect(
      readSocialConfig({
        PORTICO_SOCIAL_CALLBACK_URL: 'https://wallet.example/v1/embedded/social/callback',
      }).callbackUrl,
    ).toBe('https://wallet.example/v1/embedded/social/callback')
    expect(() => readSocialConfig({ PORTICO_SOCIAL_CALLBACK_URL: 'not a url' })).toThrow(
      /PORTICO_SOCIAL_CALLBACK_URL/,
    )
  })
})
