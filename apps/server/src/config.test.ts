import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { devnetTokenListsPath, loadTokenLists } from './balances/loadTokenLists'
import { configDefaults, loadConfig } from './config'
import { InvalidConfigError } from './errors'

function errorOf(env: Record<string, string>): InvalidConfigError {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof InvalidConfigError) return error
    throw error
  }
  throw new Error('loadConfig accepted a bad configuration')
}

describe('loadConfig', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = loadConfig({})
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      database: { driver: 'pglite', dataDir: resolve('./.portico/data') },
      rpcUpstreams: [],
      webDist: undefined,
      projectId: 'portico-local',
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      rpcTimeoutMs: configDefaults.rpcTimeoutMs,
      logLevel: 'info',
      tokenLists: loadTokenLists(),
      siwx: {
        rateLimitPerMinute: 120,
        sessionLifetimeMs: 7 * 24 * 3_600_000,
        cookieSecure: 'auto',
        cookieSameSite: 'lax',
        pruneIntervalMs: 60_000,
      },
      indexer: {
        enabled: true,
        pollIntervalMs: 1000,
        confirmations: 12,
        batchBlocks: 100,
        startBlocks: {},
        backfillBlocks: 1000,
        spamTokens: [],
      },
      relay: expect.objectContaining({ redisUrl: undefined }),
    })
  })

  test('reads every variable', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'portico-web-'))
    writeFileSync(join(webDist, 'index.html'), '<!doctype html>')
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://portico:pw@db.internal:5432/portico',
      PORTICO_RPC_URLS: 'eip155:31337=http://127.0.0.1:8545, eip155:31338=http://127.0.0.1:8546',
      PORTICO_WEB_DIST: webDist,
      PORTICO_PROJECT_ID: 'my-app',
      PORTICO_ALLOWED_ORIGINS: 'https://app.example.com',
      PORTICO_RPC_TIMEOUT_MS: '2500',
      PORTICO_LOG_LEVEL: 'warn',
      PORTICO_TOKEN_LISTS: devnetTokenListsPath,
      PORTICO_INDEXER: 'off',
      PORTICO_SESSION_TTL_HOURS: '24',
    })
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      database: { driver: 'postgres', url: 'postgres://portico:pw@db.internal:5432/portico' },
      rpcUpstreams: [
        { caipNetworkId: 'eip155:31337', url: 'http://127.0.0.1:8545' },
        { caipNetworkId: 'eip155:31338', url: 'http://127.0.0.1:8546' },
      ],
      webDist,
      projectId: 'my-app',
      allowedOrigins: ['https://app.example.com', 'http://localhost:8080', 'http://127.0.0.1:8080'],
      rpcTimeoutMs: 2500,
      logLevel: 'warn',
      tokenLists: loadTokenLists({ value: devnetTokenListsPath }),
      siwx: expect.objectContaining({ sessionLifetimeMs: 24 * 3_600_000 }),
      indexer: expect.objectContaining({ enabled: false }),
      relay: expect.objectContaining({ redisUrl: undefined }),
    })
  })

  test('memory:// selects an in-memory PGlite; PORTICO_DATA_DIR moves the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      driver: 'pglite',
      dataDir: undefined,
    })
    expect(loadConfig({ PORTICO_DATA_DIR: '/var/lib/portico' }).database).toEqual({
      driver: 'pglite',
      dataDir: '/var/lib/portico',
    })
  })

  test("the server's own origin is allowed", () => {
    expect(loadConfig({ PORT: '4000', HOST: 'localhost' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:4000',
    ])
    // Port 0 picks a free port at listen time: no origin can be known ahead.
    expect(loadConfig({ PORT: '0' }).allowedOrigins).toEqual(configDefaults.allowedOrigins)
  })

  test.each([
    [{ PORT: 'abc' }, 'PORT', 'Invalid configuration: PORT must be an integer from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT', 'Invalid configuration: PORT must be an integer from 0 to 65535'],
    [{ HOST: 'a b' }, 'HOST', 'Invalid configuration: HOST must be a host name or IP address'],
    [
      { PORTICO_RPC_URLS: 'eip155:31337' },
      'PORTICO_RPC_URLS',
      'Invalid configuration: PORTICO_RPC_URLS entry #1 must be caipNetworkId=url',
    ],
    [
      { PORTICO_RPC_URLS: 'eip155=http://127.0.0.1:8545' },
      'PORTICO_RPC_URLS',
      'Invalid configuration: PORTICO_RPC_URLS has an invalid CAIP-2 network id: eip155',
    ],
    [
      { PORTICO_RPC_URLS: 'eip155:1=ftp://node' },
      'PORTICO_RPC_URLS',
      'Invalid configuration: PORTICO_RPC_URLS has an invalid http(s) URL for eip155:1',
    ],
    [
      { PORTICO_RPC_URLS: 'eip155:1=http://a,eip155:1=http://b' },
      'PORTICO_RPC_URLS',
      'Invalid configuration: PORTICO_RPC_URLS lists eip155:1 twice',
    ],
    [
      { PORTICO_WEB_DIST: '/nonexistent/portico-web' },
      'PORTICO_WEB_DIST',
      'Invalid configuration: PORTICO_WEB_DIST must be an existing folder (got /nonexistent/portico-web)',
    ],
    [
      { PORTICO_PROJECT_ID: 'has space' },
      'PORTICO_PROJECT_ID',
      'Invalid configuration: PORTICO_PROJECT_ID must be 1 to 64 letters, digits, - or _',
    ],
    [
      { PORTICO_ALLOWED_ORIGINS: 'https://app.example.com/path' },
      'PORTICO_ALLOWED_ORIGINS',
      'Invalid configuration: PORTICO_ALLOWED_ORIGINS has a value that is not an origin (scheme://host[:port]): https://app.example.com/path',
    ],
    [
      { PORTICO_RPC_TIMEOUT_MS: '0' },
      'PORTICO_RPC_TIMEOUT_MS',
      'Invalid configuration: PORTICO_RPC_TIMEOUT_MS must be an integer from 1 to 600000',
    ],
    [
      { PORTICO_TOKEN_LISTS: '{"eip155:1":{}}' },
      'PORTICO_TOKEN_LISTS',
      'Invalid configuration: PORTICO_TOKEN_LISTS the inline JSON at eip155:1.nativeCurrency: Invalid input: expected object, received undefined',
    ],
    [
      { PORTICO_LOG_LEVEL: 'loud' },
      'PORTICO_LOG_LEVEL',
      'Invalid configuration: PORTICO_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
  ])('%o is refused naming the variable', (env, variable, message) => {
    const error = errorOf(env)
    expect(error.variable).toBe(variable)
    expect(error.shortMessage).toBe(message)
  })

  test('a web app folder without index.html is refused', () => {
    const empty = mkdtempSync(join(tmpdir(), 'portico-web-'))
    expect(errorOf({ PORTICO_WEB_DIST: empty }).shortMessage).toBe(
      `Invalid configuration: PORTICO_WEB_DIST must contain index.html (got ${empty})`,
    )
  })

  test('a bad DATABASE_URL is refused without echoing its secret', () => {
    const error = errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/portico' })
    expect(error.variable).toBe('DATABASE_URL')
    expect(error.shortMessage).toBe(
      'Invalid configuration: DATABASE_URL must be memory:// or a postgres:// or postgresql:// URL',
    )
    expect(error.message).not.toContain('hunter2')
  })

  test('an RPC URL with credentials is never echoed in errors', () => {
    const error = errorOf({ PORTICO_RPC_URLS: 'eip155:1=https://u:hunter2@node,bad' })
    expect(error.message).not.toContain('hunter2')
  })
})
