import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Hex } from 'viem'
import { z } from 'zod'
import { type AnalyticsConfig, readAnalyticsConfig } from './analytics/readAnalyticsConfig'
import { loadTokenLists } from './balances/loadTokenLists'
import type { TokenLists } from './balances/tokenListSchema'
import { checkProductionSettings } from './checkProductionSettings'
import { type EmbeddedConfig, readEmbeddedConfig } from './embedded/readEmbeddedConfig'
import { type EnsConfig, readEnsConfig } from './ens/readEnsConfig'
import { readEnsGatewayKey } from './ens/readEnsGatewayKey'
import { InvalidConfigError, ProductionSettingsError } from './errors'
import { type IndexerConfig, loadIndexerConfig } from './history/loadIndexerConfig'
import { type HttpConfig, readHttpConfig } from './http/readHttpConfig'
import { type OnrampConfig, readOnrampConfig } from './onramp/readOnrampConfig'
import { parseUsdPriceTable, type UsdPriceTable } from './prices/parseUsdPriceTable'
import { readNameZone } from './profile/readNameZone'
import { readServerMode } from './readServerMode'
import { type RelayConfig, readRelayConfig } from './relay/readRelayConfig'
import { readSiwxConfig, type SiwxConfig } from './siwx/readSiwxConfig'
import { readSiwxTokenConfig, type SiwxTokenConfig } from './siwx/token/readSiwxTokenConfig'
import { loadSolanaTokenLists } from './solana/loadSolanaTokenLists'
import { parseServedChainId } from './solana/parseServedChainId'
import { readSolanaPriceUrls } from './solana/readSolanaPriceUrls'
import type { SolanaTokenLists } from './solana/solanaTokenListSchema'

/** Where the server keeps its data. */
export type DatabaseConfig =
  /** Embedded PostgreSQL (PGlite); `dataDir` undefined = in memory (`DATABASE_URL=memory://`). */
  | { driver: 'pglite'; dataDir: string | undefined }
  /** A real PostgreSQL server reached with node-postgres. */
  | { driver: 'postgres'; url: string }

/** One upstream node of the RPC gateway. */
export type RpcUpstream = {
  /**
   * CAIP-2 id, e.g. `eip155:31337` or `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR` (legacy Solana ids
   * are stored as the current ones). Filter by namespace with `caipNetworkId.startsWith('solana:')`.
   */
  caipNetworkId: string
  /** The node's HTTP(S) JSON-RPC URL (may hold credentials: log it only through `redactUrl`). */
  url: string
}

/** Log levels understood by the server's logger (pino). */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** The server's configuration, as returned by {@link loadConfig}. */
export type ServerConfig = {
  /**
   * `PORTICO_DEV=1` (what `npm start` sets): the development parts may run (mail catcher and
   * inbox, development identity provider, sandbox on-ramp, a per-process embedded secret). Every
   * other start is production (docs/configuration.md#production-mode).
   */
  development: boolean
  port: number
  host: string
  /**
   * `PORTICO_FRAME_PORT` (default 3001): the wallet frame's own listener (`main.ts` opens it on
   * `host` while the embedded wallet is on), behind the frame's origin (`PORTICO_FRAME_ORIGINS`).
   */
  framePort: number
  /**
   * `PORTICO_DEV_INBOX_PORT` (development only; default 0, a free port): the mail catcher's inbox
   * (`/dev/mail`), served on its own listener on 127.0.0.1, never on the public app.
   */
  devInboxPort: number
  database: DatabaseConfig
  rpcUpstreams: RpcUpstream[]
  /**
   * `PORTICO_BUNDLER_URLS`: the ERC-4337 bundler of each eip155 chain that has one. The RPC gateway
   * forwards the bundler's methods there; the embedded wallet offers smart accounts only there.
   */
  bundlerUpstreams: RpcUpstream[]
  /** Folder of the built web app served at `/`, if any. */
  webDist: string | undefined
  /** Id of the project seeded on start. */
  projectId: string
  /**
   * `PORTICO_ANALYTICS` (`on` or `off`, default `off`): whether the seeded project collects the
   * kit's tracked events (`GET /getAnalyticsConfig`, `POST /v1/analytics/events`). Set on every start.
   */
  analyticsEnabled: boolean
  /** `PORTICO_ANALYTICS_RETENTION_DAYS` and `PORTICO_ANALYTICS_DAILY_CAP`. */
  analytics: AnalyticsConfig
  /**
   * Origins allowed for the seeded project (CORS, sign-in): `PORTICO_ALLOWED_ORIGINS` plus the
   * public URL's origin; the server's own local origins only when `PORTICO_ALLOWED_ORIGINS` is unset.
   */
  allowedOrigins: string[]
  /** `PORTICO_PUBLIC_URL`: the origin (and path) clients reach the server on, e.g. `https://api.example.com`. */
  publicUrl: string | undefined
  /** Time limit of one upstream RPC call, in milliseconds. */
  rpcTimeoutMs: number
  /**
   * `PORTICO_SHUTDOWN_DRAIN_MS`: on SIGTERM the server first answers `GET /health` 503 for this
   * long while serving as usual (so a load balancer takes it out), then stops. 0: stop at once.
   */
  shutdownDrainMs: number
  logLevel: (typeof logLevels)[number]
  /** Sign-in: rate limit, session lifetime, cookie `Secure` (`PORTICO_SIWX_*`, `PORTICO_SESSION_TTL_HOURS`, `PORTICO_COOKIE_SECURE`). */
  siwx: SiwxConfig
  /** Sign-in tokens for the app's backend: lifetime, rate limit, keys (`PORTICO_SIWX_TOKEN_*`). */
  siwxToken: SiwxTokenConfig
  /** Token lists and price pools per EVM chain: `data/tokens.json` + `PORTICO_TOKEN_LISTS`. */
  tokenLists: TokenLists
  /** The `solana:` chains of the same token lists (SOL and known mints' names and symbols). */
  solanaTokenLists: SolanaTokenLists
  /** Fixed USD prices of Solana tokens (`PORTICO_USD_PRICES` over the devnet defaults). */
  usdPrices: UsdPriceTable
  /** `PORTICO_SOLANA_PRICE_URLS`: the live USD price source per Solana chain; empty: the fixed table only. */
  solanaPriceUrls?: ReadonlyMap<string, string> | undefined
  /** The history indexer (`PORTICO_INDEXER*`, `PORTICO_SPAM_TOKENS`). */
  indexer: IndexerConfig
  /** The WalletConnect relay: `REDIS_URL` and limits (`PORTICO_RELAY_*`). */
  relay: RelayConfig
  /** HTTP timeouts, connection cap, proxy trust and rate limits. */
  http: HttpConfig
  /** Email login and the embedded wallet (`PORTICO_EMBEDDED_SECRET`, `SMTP_URL`, `PORTICO_FRAME_ORIGINS`, …). */
  embedded: EmbeddedConfig
  /** `PORTICO_NAME_ZONE`: the zone account names are registered under; unset: no Portico names. */
  nameZone?: string | undefined
  /** `PORTICO_ENS_CHAIN`, `PORTICO_ENS_UNIVERSAL_RESOLVER`: where identities' ENS names are read; unset: ENS off. */
  ens?: EnsConfig | undefined
  /** `PORTICO_ENS_GATEWAY_KEY`: the key the ENS CCIP-Read gateway signs with; unset: no gateway. */
  ensGatewayKey?: Hex | undefined
  /** Buying tokens: the sandbox provider and real providers' keys (`PORTICO_ONRAMP_*`). */
  onramp: OnrampConfig
}

export type LoadConfigParameters = Record<string, string | undefined>
export type LoadConfigReturnType = ServerConfig
export type LoadConfigErrorType = InvalidConfigError

/** The documented defaults (docs/configuration.md). */
export const configDefaults = {
  port: 3000,
  host: '127.0.0.1',
  framePort: 3001,
  dataDir: './.portico/data',
  projectId: 'portico-local',
  allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
  rpcTimeoutMs: 10_000,
  shutdownDrainMs: 0,
  logLevel: 'info',
} as const

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be an integer from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be an integer from ${min} to ${max}`)
        .max(max, `must be an integer from ${min} to ${max}`),
    )

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}

function parseDatabase(value: string | undefined, dataDir: string): DatabaseConfig {
  if (value === 'memory://') return { driver: 'pglite', dataDir: undefined }
  if (value === undefined) return { driver: 'pglite', dataDir: resolve(dataDir) }
  if (/^postgres(ql)?:\/\//.test(value) && URL.canParse(value))
    return { driver: 'postgres', url: value }
  throw new Error('must be memory:// or a postgres:// or postgresql:// URL')
}

function parseRpcUpstreams(value: string | undefined): RpcUpstream[] {
  if (value === undefined) return []
  const upstreams: RpcUpstream[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue
    const separator = entry.indexOf('=')
    if (separator === -1)
      throw new Error(`entry #${upstreams.length + 1} must be caipNetworkId=url`)
    const given = entry.slice(0, separator).trim()
    const url = entry.slice(separator + 1).trim()
    const caipNetworkId = parseServedChainId(given)?.caipNetworkId
    if (caipNetworkId === undefined) throw new Error(`has an invalid CAIP-2 network id: ${given}`)
    if (!/^https?:\/\//.test(url) || !URL.canParse(url))
      throw new Error(`has an invalid http(s) URL for ${caipNetworkId}`)
    if (upstreams.some((upstream) => upstream.caipNetworkId === caipNetworkId))
      throw new Error(`lists ${caipNetworkId} twice`)
    upstreams.push({ caipNetworkId, url })
  }
  return upstreams
}

function parseBundlerUpstreams(
  value: string | undefined,
  rpcUpstreams: readonly RpcUpstream[],
): RpcUpstream[] {
  const bundlers = parseRpcUpstreams(value)
  for (const { caipNetworkId } of bundlers) {
    if (!caipNetworkId.startsWith('eip155:'))
      throw new Error(`lists ${caipNetworkId}, which is not an eip155 chain`)
    if (!rpcUpstreams.some((upstream) => upstream.caipNetworkId === caipNetworkId))
      throw new Error(`lists ${caipNetworkId}, which has no node in PORTICO_RPC_URLS`)
  }
  return bundlers
}

function parseOrigins(value: string | undefined): string[] {
  if (value === undefined) return [...configDefaults.allowedOrigins]
  const origins = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      throw new Error(`has a value that is not an origin (scheme://host[:port]): ${origin}`)
  }
  return origins
}

function ownOrigins(host: string, port: number): string[] {
  if (port === 0) return []
  if (host === '0.0.0.0' || host === '::')
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  const name = host.includes(':') ? `[${host}]` : host
  return URL.canParse(`http://${name}:${port}`) ? [new URL(`http://${name}:${port}`).origin] : []
}

/** The public URL's scheme and host on the frame's port, e.g. `https://portico.example.com:3001`. */
function frameOriginOf(publicUrl: string, framePort: number): string {
  const url = new URL(publicUrl)
  return `${url.protocol}//${url.hostname}:${framePort}`
}

const envSchema = z.object({
  PORT: optional.pipe(integer(0, 65535).optional()),
  HOST: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or IP address')
      .optional(),
  ),
  PORTICO_DATA_DIR: optional,
  PORTICO_STATE_DIR: optional,
  PORTICO_FRAME_PORT: optional.pipe(integer(0, 65535).optional()),
  PORTICO_DEV_INBOX_PORT: optional.pipe(integer(0, 65535).optional()),
  DATABASE_URL: optional,
  PORTICO_RPC_URLS: optional,
  PORTICO_BUNDLER_URLS: optional,
  PORTICO_WEB_DIST: optional.transform((value, ctx) => {
    if (value === undefined) return undefined
    const folder = resolve(value)
    if (!existsSync(folder) || !statSync(folder).isDirectory())
      return fail(ctx, `must be an existing folder (got ${value})`)
    if (!existsSync(join(folder, 'index.html')))
      return fail(ctx, `must contain index.html (got ${value})`)
    return folder
  }),
  PORTICO_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _')
      .optional(),
  ),
  PORTICO_ANALYTICS: optional.pipe(
    z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  ),
  PORTICO_ALLOWED_ORIGINS: optional,
  PORTICO_PUBLIC_URL: optional.transform((value, ctx) => {
    if (value === undefined) return undefined
    if (!/^https?:\/\//.test(value) || !URL.canParse(value))
      return fail(ctx, `must be an http(s) URL (got ${value})`)
    const url = new URL(value)
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
      return fail(ctx, 'must have no credentials, query or fragment')
    return url.href.replace(/\/$/, '')
  }),
  PORTICO_RPC_TIMEOUT_MS: optional.pipe(integer(1, 600_000).optional()),
  PORTICO_SHUTDOWN_DRAIN_MS: optional.pipe(integer(0, 600_000).optional()),
  PORTICO_LOG_LEVEL: optional.pipe(
    z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).optional(),
  ),
})

/** Runs `parse` and turns its error into an {@link InvalidConfigError} naming `variable`. */
function field<T>(variable: string, parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    throw new InvalidConfigError(variable, (error as Error).message)
  }
}

/**
 * Reads the server's configuration from environment variables (see docs/configuration.md),
 * applying the documented defaults. Without `PORTICO_DEV=1` it is production: first throws
 * {@link ProductionSettingsError} naming every missing or development-only setting at once
 * ({@link checkProductionSettings}). Throws {@link InvalidConfigError} naming the first bad
 * variable; secret values (database and RPC URLs) are never echoed in the error.
 *
 * @example
 * const config = loadConfig(process.env)
 * const test = loadConfig({ PORTICO_DEV: '1', PORT: '0', DATABASE_URL: 'memory://' })
 */
export function loadConfig(env: LoadConfigParameters): LoadConfigReturnType {
  const { development } = readServerMode(env)
  if (!development) {
    const problems = checkProductionSettings(env)
    if (problems.length > 0) throw new ProductionSettingsError(problems)
  }
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? '')
  }
  const values = parsed.data
  const port = values.PORT ?? configDefaults.port
  const host = values.HOST ?? configDefaults.host
  const database = field('DATABASE_URL', () =>
    parseDatabase(
      values.DATABASE_URL,
      values.PORTICO_DATA_DIR ??
        (values.PORTICO_STATE_DIR === undefined
          ? configDefaults.dataDir
          : join(values.PORTICO_STATE_DIR, 'data')),
    ),
  )
  const rpcUpstreams = field('PORTICO_RPC_URLS', () => parseRpcUpstreams(values.PORTICO_RPC_URLS))
  const bundlerUpstreams = field('PORTICO_BUNDLER_URLS', () =>
    parseBundlerUpstreams(values.PORTICO_BUNDLER_URLS, rpcUpstreams),
  )
  const origins = field('PORTICO_ALLOWED_ORIGINS', () =>
    parseOrigins(values.PORTICO_ALLOWED_ORIGINS),
  )
  const publicUrl = values.PORTICO_PUBLIC_URL
  // The local origins are a development convenience: an operator who lists the allowed origins or
  // names the public URL gets exactly those, never localhost on a server others can reach.
  const local = values.PORTICO_ALLOWED_ORIGINS === undefined && publicUrl === undefined
  const listed = local || values.PORTICO_ALLOWED_ORIGINS !== undefined ? origins : []
  const own = local ? ownOrigins(host, port) : []
  const framePort = values.PORTICO_FRAME_PORT ?? configDefaults.framePort
  // In production the frame's origin defaults to the public host on the frame's port; an operator
  // names its own host name with PORTICO_FRAME_ORIGINS (docs/embedded-wallet.md#the-frame-origin).
  const frameOrigins =
    !development && (env.PORTICO_FRAME_ORIGINS?.trim() ?? '') === '' && publicUrl !== undefined
      ? { PORTICO_FRAME_ORIGINS: frameOriginOf(publicUrl, framePort) }
      : {}
  return {
    development,
    port,
    host,
    framePort,
    devInboxPort: values.PORTICO_DEV_INBOX_PORT ?? 0,
    database,
    rpcUpstreams,
    bundlerUpstreams,
    webDist: values.PORTICO_WEB_DIST,
    projectId: values.PORTICO_PROJECT_ID ?? configDefaults.projectId,
    analyticsEnabled: values.PORTICO_ANALYTICS === 'on',
    analytics: readAnalyticsConfig(env),
    allowedOrigins: [
      ...new Set([
        ...listed,
        ...(publicUrl === undefined ? [] : [new URL(publicUrl).origin]),
        ...own,
      ]),
    ],
    publicUrl,
    rpcTimeoutMs: values.PORTICO_RPC_TIMEOUT_MS ?? configDefaults.rpcTimeoutMs,
    shutdownDrainMs: values.PORTICO_SHUTDOWN_DRAIN_MS ?? configDefaults.shutdownDrainMs,
    logLevel: values.PORTICO_LOG_LEVEL ?? configDefaults.logLevel,
    siwx: readSiwxConfig(env),
    siwxToken: readSiwxTokenConfig(env),
    tokenLists: field('PORTICO_TOKEN_LISTS', () =>
      loadTokenLists({ value: env.PORTICO_TOKEN_LISTS }),
    ),
    solanaTokenLists: field('PORTICO_TOKEN_LISTS', () =>
      loadSolanaTokenLists({ value: env.PORTICO_TOKEN_LISTS }),
    ),
    usdPrices: field('PORTICO_USD_PRICES', () =>
      parseUsdPriceTable({ value: env.PORTICO_USD_PRICES }),
    ),
    solanaPriceUrls: readSolanaPriceUrls(env),
    indexer: loadIndexerConfig(env),
    relay: readRelayConfig(env),
    http: readHttpConfig(env),
    embedded: readEmbeddedConfig({ ...env, ...frameOrigins }),
    nameZone: readNameZone(env),
    ens: readEnsConfig(env),
    ensGatewayKey: readEnsGatewayKey(env),
    onramp: readOnrampConfig(env),
  }
}
