import { toHex } from 'viem'
import { generatePrivateKey, mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { checkProductionSettings } from './checkProductionSettings'
import { loadConfig } from './config'
import { InvalidConfigError, ProductionSettingsError } from './errors'
import { readServerMode } from './readServerMode'

const secret = 'ab'.repeat(32)
/** The documented minimum (docs/self-hosting.md#minimum-production). */
const minimum = {
  PORTICO_PUBLIC_URL: 'https://portico.example.com',
  PORTICO_EMBEDDED_SECRET: secret,
  SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
  PORTICO_RPC_URLS: 'eip155:1=https://eth.example.com',
  PORTICO_STATE_DIR: '/var/lib/portico',
}

function refusal(env: Record<string, string>): ProductionSettingsError {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ProductionSettingsError)
    return error as ProductionSettingsError
  }
  throw new Error('loadConfig started in production without the required settings')
}

describe('the development switch', () => {
  it('is PORTICO_DEV=1 only; NODE_ENV never turns development on', () => {
    expect(readServerMode({ PORTICO_DEV: '1' }).development).toBe(true)
    expect(readServerMode({}).development).toBe(false)
    expect(readServerMode({ PORTICO_DEV: '0' }).development).toBe(false)
    expect(readServerMode({ NODE_ENV: 'development' }).development).toBe(false)
    expect(() => readServerMode({ PORTICO_DEV: 'yes' })).toThrow(
      'PORTICO_DEV must be 1 (development) or 0 (production)',
    )
    expect(() => readServerMode({ PORTICO_DEV: '1', NODE_ENV: 'production' })).toThrow(
      InvalidConfigError,
    )
  })
})

describe('a production start', () => {
  it('with nothing set names every missing setting in one message, with how to make a secret', () => {
    const error = refusal({ NODE_ENV: 'production' })
    expect(error.problems.map((problem) => problem.variable)).toEqual([
      'PORTICO_PUBLIC_URL',
      'DATABASE_URL or PORTICO_STATE_DIR',
      'PORTICO_EMBEDDED_SECRET',
      'SMTP_URL',
    ])
    expect(error.message).toContain('Portico cannot start in production mode: 4 settings to fix.')
    expect(error.message).toContain('  - PORTICO_PUBLIC_URL is not set: the URL clients reach')
    expect(error.message).toContain('make one with `openssl rand -hex 32`')
    expect(error.message).toContain('  - SMTP_URL is not set: email login')
    expect(error.message).toContain('PORTICO_DEV=1')
  })

  it('names each setting alone when only it is missing', () => {
    for (const name of Object.keys(minimum).filter((name) => name !== 'PORTICO_RPC_URLS')) {
      const env: Record<string, string> = { ...minimum }
      delete env[name]
      const expected = name === 'PORTICO_STATE_DIR' ? 'DATABASE_URL or PORTICO_STATE_DIR' : name
      expect(refusal(env).problems.map((problem) => problem.variable)).toEqual([expected])
    }
  })

  it('starts from the documented minimum: production, PGlite under the state folder, the frame on the public host', () => {
    const config = loadConfig(minimum)
    expect(config.development).toBe(false)
    expect(config.database).toEqual({ driver: 'pglite', dataDir: '/var/lib/portico/data' })
    expect(config.embedded.ephemeralSecret).toBe(false)
    expect(config.embedded.frameOrigins).toEqual(['https://portico.example.com:3001'])
    expect(config.allowedOrigins).toEqual(['https://portico.example.com'])
    expect(
      loadConfig({ ...minimum, PORTICO_FRAME_ORIGINS: 'https://wallet.example.com' }).embedded
        .frameOrigins,
    ).toEqual(['https://wallet.example.com'])
  })

  it('needs neither secret nor SMTP_URL with the embedded wallet off, and never a memory database', () => {
    const off = {
      PORTICO_PUBLIC_URL: 'https://portico.example.com',
      PORTICO_EMBEDDED: 'off',
      DATABASE_URL: 'postgres://portico:pw@db.internal:5432/portico',
    }
    expect(checkProductionSettings(off)).toEqual([])
    expect(loadConfig(off).embedded.enabled).toBe(false)
    const memory = refusal({ ...off, DATABASE_URL: 'memory://' })
    expect(memory.problems).toEqual([
      { variable: 'DATABASE_URL', reason: expect.stringContaining('is memory://') },
    ])
    expect(memory.message).not.toContain('pw@')
  })

  it('names the OpenID Connect settings of each social provider that is on', () => {
    const error = refusal({
      ...minimum,
      PORTICO_SOCIAL_GOOGLE_CLIENT_ID: 'google-id',
      PORTICO_SOCIAL_GITHUB_CLIENT_SECRET: 'topsecret',
    })
    expect(error.problems.map((problem) => problem.variable)).toEqual([
      'PORTICO_SOCIAL_GOOGLE_CLIENT_SECRET',
      'PORTICO_SOCIAL_GITHUB_CLIENT_ID',
      'PORTICO_SOCIAL_GITHUB_ISSUER',
    ])
    expect(error.message).not.toContain('topsecret')
  })

  it('refuses every development part: identity provider, sandbox on-ramp, mail inbox', () => {
    const error = refusal({
      ...minimum,
      PORTICO_SOCIAL_DEV_ISSUER: 'http://127.0.0.1:3002',
      PORTICO_SOCIAL_DEV_CLIENT_ID: 'dev',
      PORTICO_SOCIAL_DEV_CLIENT_SECRET: 'dev-secret',
      PORTICO_ONRAMP_SANDBOX_KEY: `0x${'59'.repeat(32)}`,
      PORTICO_DEV_INBOX_PORT: '3003',
    })
    expect(error.problems.map((problem) => problem.variable)).toEqual([
      'PORTICO_SOCIAL_DEV_CLIENT_ID, PORTICO_SOCIAL_DEV_CLIENT_SECRET, PORTICO_SOCIAL_DEV_ISSUER',
      'PORTICO_ONRAMP_SANDBOX_KEY',
      'PORTICO_DEV_INBOX_PORT',
    ])
    for (const problem of error.problems) expect(problem.reason).toContain('is development only')
    expect(error.message).not.toContain('5959')
    expect(error.message).not.toContain('dev-secret')
  })

  it("refuses an ENS gateway key of the public test mnemonic (the devnet's), accepts one of its own", () => {
    const devnetKey = toHex(
      mnemonicToAccount('test test test test test test test test test test test junk', {
        addressIndex: 18,
      }).getHdKey().privateKey as Uint8Array,
    )
    const error = refusal({ ...minimum, PORTICO_ENS_GATEWAY_KEY: devnetKey })
    expect(error.problems.map((problem) => problem.variable)).toEqual(['PORTICO_ENS_GATEWAY_KEY'])
    expect(error.problems[0]?.reason).toContain('public test mnemonic')
    expect(error.message).not.toContain(devnetKey.slice(2, 18))
    expect(
      checkProductionSettings({ ...minimum, PORTICO_ENS_GATEWAY_KEY: generatePrivateKey() }),
    ).toEqual([])
  })
})
