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
        trustEmail: true,
      },
    ])
    // Redirect mode is off for every project unless listed.
    expect(config.redirectProjects.size).toBe(0)
    // Unset: the callback of the frame origin that starts each login.
    expect(config.callbackUrl).toBeUndefined()
  })

  it('serves every unconfigured provider through the dev identity provider when it is set', () => {
    const config = readSocialConfig({
      PORT: '3100',
      PORTICO_DEV: '1',
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
      PORTICO_DEV: '1',
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

  it('trusts verified emails for linking only from Google and Apple at their own issuers (and the dev provider), unless told', () => {
    const trust = (env: Record<string, string>) =>
      readSocialConfig(env).providers.map((p) => [p.id, p.trustEmail])
    const pair = (name: string, extra: Record<string, string> = {}) => ({
      [`PORTICO_SOCIAL_${name}_CLIENT_ID`]: 'id',
      [`PORTICO_SOCIAL_${name}_CLIENT_SECRET`]: 'secret',
      ...extra,
    })
    expect(
      trust({
        ...pair('GOOGLE'),
        ...pair('APPLE', { PORTICO_SOCIAL_APPLE_ISSUER: 'https://apple-bridge.example' }),
        ...pair('FACEBOOK'),
        ...pair('GITHUB', { PORTICO_SOCIAL_GITHUB_ISSUER: 'https://github-bridge.example' }),
      }),
    ).toEqual([
      ['google', true],
      ['github', false],
      ['apple', false],
      ['facebook', false],
    ])
    expect(
      trust({
        ...pair('GOOGLE', { PORTICO_SOCIAL_GOOGLE_TRUST_EMAIL: 'false' }),
        ...pair('GITHUB', {
          PORTICO_SOCIAL_GITHUB_ISSUER: 'https://github-bridge.example',
          PORTICO_SOCIAL_GITHUB_TRUST_EMAIL: 'true',
        }),
      }),
    ).toEqual([
      ['google', false],
      ['github', true],
    ])
    expect(() => trust(pair('GOOGLE', { PORTICO_SOCIAL_GOOGLE_TRUST_EMAIL: 'yes' }))).toThrow(
      /PORTICO_SOCIAL_GOOGLE_TRUST_EMAIL must be true or false/,
    )
    const dev = {
      PORTICO_DEV: '1',
      PORTICO_SOCIAL_DEV_ISSUER: 'http://127.0.0.1:3102',
      PORTICO_SOCIAL_DEV_CLIENT_ID: 'portico-dev',
      PORTICO_SOCIAL_DEV_CLIENT_SECRET: 'dev-secret',
      PORTICO_SOCIAL_DEV_PROVIDERS: 'x',
    }
    expect(trust(dev)).toEqual([['x', true]])
    expect(trust({ ...dev, PORTICO_SOCIAL_DEV_TRUST_EMAIL: 'false' })).toEqual([['x', false]])
  })

  it('accepts an http issuer only on a loopback host, and never in production', () => {
    const x =
      (issuer: string, extra: Record<string, string> = { PORTICO_DEV: '1' }) =>
      () =>
        readSocialConfig({
          PORTICO_SOCIAL_X_CLIENT_ID: 'x',
          PORTICO_SOCIAL_X_CLIENT_SECRET: 'x-secret',
          PORTICO_SOCIAL_X_ISSUER: issuer,
          ...extra,
        })
    for (const local of ['http://127.0.0.1:3102', 'http://localhost:3102', 'http://[::1]:3102'])
      expect(x(local)).not.toThrow()
    for (const remote of ['http://idp.example', 'http://10.0.0.5:3102', 'ftp://idp.example'])
      expect(x(remote)).toThrow(
        'PORTICO_SOCIAL_X_ISSUER must be an https URL (http only for a loopback issuer in development)',
      )
    expect(x('http://127.0.0.1:3102', {})).toThrow(/must be an https URL/)
    expect(x('http://127.0.0.1:3102', { NODE_ENV: 'production' })).toThrow(/must be an https URL/)
    expect(x('https://idp.example', {})).not.toThrow()
  })

  it('lists the projects that may use redirect mode', () => {
    expect([
      ...readSocialConfig({ PORTICO_SOCIAL_REDIRECT_PROJECTS: 'shop, portico-local,' })
        .redirectProjects,
    ]).toEqual(['shop', 'portico-local'])
  })
})
