import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { analyticsConfigDefaults } from './analytics/readAnalyticsConfig'
import { devnetTokenListsPath, loadTokenLists } from './balances/loadTokenLists'
import { configDefaults, loadConfig as load } from './config'
import { DEFAULT_ENS_CHAIN } from './ens/readEnsConfig'
import { InvalidConfigError } from './errors'
import { httpConfigDefaults } from './http/readHttpConfig'
import { parseUsdPriceTable } from './prices/parseUsdPriceTable'
import { loadSolanaTokenLists } from './solana/loadSolanaTokenLists'

/** These tests read development defaults: each load says so with the switch (`PORTICO_DEV=1`). */
const loadConfig = (env: Record<string, string | undefined>) => load({ PORTICO_DEV: '1', ...env })

const solanaDevnetId = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'

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
      development: true,
      port: 3000,
      host: '127.0.0.1',
      framePort: 3001,
      devInboxPort: 0,
      database: { driver: 'pglite', dataDir: resolve('./.portico/data') },
      rpcUpstreams: [],
      bundlerUpstreams: [],
      webDist: undefined,
      projectId: 'portico-local',
      analyticsEnabled: false,
      analytics: analyticsConfigDefaults,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      rpcTimeoutMs: configDefaults.rpcTimeoutMs,
      shutdownDrainMs: 0,
      logLevel: 'info',
      tokenLists: loadTokenLists(),
      solanaTokenLists: {},
      usdPrices: parseUsdPriceTable(),
      siwx: {
        rateLimitPerMinute: 120,
        sessionLifetimeMs: 7 * 24 * 3_600_000,
        cookieSecure: 'auto',
        cookieSameSite: 'lax',
        pruneIntervalMs: 60_000,
      },
      siwxToken: {
        lifetimeMs: 600_000,
        rateLimitPerMinute: 60,
        algorithm: 'ES256',
        keyRotationMs: 7 * 24 * 3_600_000,
        fileKeys: undefined,
      },
      indexer: {
        enabled: true,
        pollIntervalMs: 1000,
        confirmations: 12,
        batchBlocks: 100,
        startBlocks: {},
        backfillBlocks: 1000,
        explorerApis: {},
        spamTokens: [],
        healthMaxLagBlocks: 100,
      },
      relay: expect.objectContaining({ redisUrl: undefined }),
      publicUrl: undefined,
      http: httpConfigDefaults,
      embedded: expect.objectContaining({ smtpUrl: undefined, ephemeralSecret: true }),
      nameZone: undefined,
      solanaPriceUrls: new Map(),
      ens: {
        chain: DEFAULT_ENS_CHAIN,
        universalResolver: mainnet.contracts.ensUniversalResolver.address,
      },
      onramp: { sandbox: undefined, coinbaseAppId: undefined, meldPublicKey: undefined },
    })
  })

  test('reads every variable', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'portico-web-'))
    writeFileSync(join(webDist, 'index.html'), '<!doctype html>')
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://portico:pw@db.internal:5432/portico',
      PORTICO_RPC_URLS: `eip155:31337=http://127.0.0.1:8545, eip155:31338=http://127.0.0.1:8546,${solanaDevnetId}=http://127.0.0.1:8899,solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ=https://api.mainnet-beta.solana.com,bip122:0f9188f13cb7b2c71f2a335e3a4fc328=http://127.0.0.1:18443`,
      PORTICO_BUNDLER_URLS: 'eip155:31337=http://127.0.0.1:4337',
      PORTICO_USD_PRICES: `${solanaDevnetId}:native=99.5`,
      PORTICO_WEB_DIST: webDist,
      PORTICO_PROJECT_ID: 'my-app',
      PORTICO_ANALYTICS: 'on',
      PORTICO_ALLOWED_ORIGINS: 'https://app.example.com',
      PORTICO_RPC_TIMEOUT_MS: '2500',
      PORTICO_SHUTDOWN_DRAIN_MS: '5000',
      PORTICO_LOG_LEVEL: 'warn',
      PORTICO_TOKEN_LISTS: devnetTokenListsPath,
      PORTICO_INDEXER: 'off',
      PORTICO_SESSION_TTL_HOURS: '24',
    })
    expect(config).toEqual({
      development: true,
      port: 8080,
      host: '0.0.0.0',
      framePort: 3001,
      devInboxPort: 0,
      database: { driver: 'postgres', url: 'postgres://portico:pw@db.internal:5432/portico' },
      rpcUpstreams: [
        { caipNetworkId: 'eip155:31337', url: 'http://127.0.0.1:8545' },
        { caipNetworkId: 'eip155:31338', url: 'http://127.0.0.1:8546' },
        // Any solana: id of 32 base58 characters (a local cluster); legacy ids become current ones.
        { caipNetworkId: solanaDevnetId, url: 'http://127.0.0.1:8899' },
        {
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          url: 'https://api.mainnet-beta.solana.com',
        },
        // A bip122 chain's URL is its Esplora API (the Esplora gateway's upstream).
        { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', url: 'http://127.0.0.1:18443' },
      ],
      bundlerUpstreams: [{ caipNetworkId: 'eip155:31337', url: 'http://127.0.0.1:4337' }],
      webDist,
      projectId: 'my-app',
      analyticsEnabled: true,
      analytics: analyticsConfigDefaults,
      // An operator's list replaces the local origins (HOST=0.0.0.0 does not add localhost).
      allowedOrigins: ['https://app.example.com'],
      rpcTimeoutMs: 2500,
      shutdownDrainMs: 5000,
      logLevel: 'warn',
      tokenLists: loadTokenLists({ value: devnetTokenListsPath }),
      solanaTokenLists: loadSolanaTokenLists({ value: devnetTokenListsPath }),
      usdPrices: parseUsdPriceTable({ value: `${solanaDevnetId}:native=99.5` }),
      siwx: expect.objectContaining({ sessionLifetimeMs: 24 * 3_600_000 }),
      siwxToken: expect.objectContaining({ lifetimeMs: 600_000 }),
      indexer: expect.objectContaining({ enabled: false }),
      relay: expect.objectContaining({ redisUrl: undefined }),
      publicUrl: undefined,
      http: httpConfigDefaults,
      embedded: expect.objectContaining({ smtpUrl: undefined, ephemeralSecret: true }),
      nameZone: undefined,
      solanaPriceUrls: new Map(),
      ens: {
        chain: DEFAULT_ENS_CHAIN,
        universalResolver: mainnet.contracts.ensUniversalResolver.address,
      },
      onramp: { sandbox: undefined, coinbaseAppId: undefined, meldPublicKey: undefined },
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

  test('local origins only in development: a list or a public URL replaces them (L6)', () => {
    const listed = { HOST: '0.0.0.0', PORT: '3000', PORTICO_ALLOWED_ORIGINS: 'https://app.example' }
    expect(loadConfig(listed).allowedOrigins).toEqual(['https://app.example'])
    expect(
      loadConfig({ HOST: '0.0.0.0', PORTICO_PUBLIC_URL: 'https://portico.example/' }),
    ).toMatchObject({
      publicUrl: 'https://portico.example',
      allowedOrigins: ['https://portico.example'],
    })
    expect(
      loadConfig({ ...listed, PORTICO_PUBLIC_URL: 'https://portico.example/api' }),
    ).toMatchObject({
      publicUrl: 'https://portico.example/api',
      allowedOrigins: ['https://app.example', 'https://portico.example'],
    })
    // Nothing set: development on this machine, the server's own origins are allowed.
    expect(loadConfig({ HOST: '0.0.0.0' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ])
  })

  test('reads the HTTP limits and the proxy setting', () => {
    expect(
      loadConfig({
        PORTICO_REQUEST_TIMEOUT_MS: '5000',
        PORTICO_CONNECTION_TIMEOUT_MS: '7000',
        PORTICO_KEEP_ALIVE_TIMEOUT_MS: '6500',
        PORTICO_MAX_REQUESTS_PER_SOCKET: '50',
        PORTICO_MAX_CONNECTIONS: '200',
        PORTICO_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8',
        PORTICO_RPC_RATE_LIMIT: '0',
        PORTICO_API_RATE_LIMIT: '60',
        PORTICO_PROJECT_RATE_LIMIT: '1000',
        PORTICO_RPC_MAX_RESPONSE_BYTES: '65536',
      }).http,
    ).toEqual({
      requestTimeoutMs: 5000,
      connectionTimeoutMs: 7000,
      keepAliveTimeoutMs: 6500,
      maxRequestsPerSocket: 50,
      maxConnections: 200,
      trustProxy: ['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8'],
      rateLimits: { rpcPerMinute: 0, apiPerMinute: 60, projectPerMinute: 1000 },
      maxRpcResponseBytes: 65536,
    })
    expect(loadConfig({ PORTICO_TRUST_PROXY: 'true' }).http.trustProxy).toBe(true)
    expect(loadConfig({ PORTICO_TRUST_PROXY: '2' }).http.trustProxy).toBe(2)
    expect(loadConfig({ PORTICO_TRUST_PROXY: 'false' }).http.trustProxy).toBe(false)
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
      { PORTICO_TRUST_PROXY: '10.0.0.0/33' },
      'PORTICO_TRUST_PROXY',
      'Invalid configuration: PORTICO_TRUST_PROXY must be true, false, a hop count or a list of IP addresses / CIDR ranges (got 10.0.0.0/33)',
    ],
    [
      { PORTICO_REQUEST_TIMEOUT_MS: '0' },
      'PORTICO_REQUEST_TIMEOUT_MS',
      'Invalid configuration: PORTICO_REQUEST_TIMEOUT_MS must be an integer from 100 to 3600000',
    ],
    [
      { PORTICO_PUBLIC_URL: 'https://u:p@portico.example' },
      'PORTICO_PUBLIC_URL',
      'Invalid configuration: PORTICO_PUBLIC_URL must have no credentials, query or fragment',
    ],
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
      { PORTICO_RPC_URLS: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16K=http://127.0.0.1:8899' },
      'PORTICO_RPC_URLS',
      'Invalid configuration: PORTICO_RPC_URLS has an invalid CAIP-2 network id: solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16K',
    ],
    [
      { PORTICO_RPC_URLS: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc3=http://127.0.0.1:18443' },
      'PORTICO_RPC_URLS',
      'Invalid configuration: PORTICO_RPC_URLS has an invalid CAIP-2 network id: bip122:0f9188f13cb7b2c71f2a335e3a4fc3',
    ],
    [
      { PORTICO_USD_PRICES: 'eip155:1:native=3000' },
      'PORTICO_USD_PRICES',
      'Invalid configuration: PORTICO_USD_PRICES entry eip155:1:native must start with a solana or bip122 CAIP-2 id',
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
      { PORTICO_RPC_URLS: 'eip155:1=http://a', PORTICO_BUNDLER_URLS: 'eip155:2=http://b' },
      'PORTICO_BUNDLER_URLS',
      'Invalid configuration: PORTICO_BUNDLER_URLS lists eip155:2, which has no node in PORTICO_RPC_URLS',
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
    [
      { PORTICO_ANALYTICS: 'yes' },
      'PORTICO_ANALYTICS',
      'Invalid configuration: PORTICO_ANALYTICS must be on or off',
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
