import { isIP } from 'node:net'
import { InvalidConfigError } from '../errors'

/**
 * Which proxies Fastify trusts for `X-Forwarded-For` / `-Proto` / `-Host`: `false` (none, the
 * default), `true` (any: only when nothing but the proxy can reach the server), a hop count, or
 * a list of addresses and CIDR ranges (`loopback`, `linklocal` and `uniquelocal` also work).
 */
export type TrustProxy = boolean | number | string[]

/** HTTP limits of the server (`PORTICO_*` variables in docs/configuration.md). */
export type HttpConfig = {
  /** Time to receive a whole request, headers and body (Node `requestTimeout`), in ms. */
  requestTimeoutMs: number
  /** Time a socket may stay idle (no bytes either way) before it is closed, in ms. */
  connectionTimeoutMs: number
  /** How long an idle keep-alive connection is kept between two requests, in ms. */
  keepAliveTimeoutMs: number
  /** Requests served on one keep-alive connection before it is closed. */
  maxRequestsPerSocket: number
  /** Open connections (WebSocket ones included) past which new ones are refused. */
  maxConnections: number
  trustProxy: TrustProxy
  /** Requests per minute: per IP (IPv6 per /64) and per project; 0 turns a limit off. */
  rateLimits: {
    /** RPC gateway calls (each item of a batch counts) per IP. */
    rpcPerMinute: number
    /** Balance, price and history requests per IP. */
    apiPerMinute: number
    /** Gateway calls and API requests of one project, all clients together. */
    projectPerMinute: number
  }
  /** Largest upstream JSON-RPC answer the gateway reads, in bytes. */
  maxRpcResponseBytes: number
}

/** The defaults (docs/configuration.md). */
export const httpConfigDefaults: HttpConfig = {
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerSocket: 1000,
  maxConnections: 10_000,
  trustProxy: false,
  rateLimits: { rpcPerMinute: 1200, apiPerMinute: 300, projectPerMinute: 60_000 },
  maxRpcResponseBytes: 10 * 1024 * 1024,
}

function integer(
  env: Record<string, string | undefined>,
  variable: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const value = env[variable]?.trim()
  if (value === undefined || value === '') return fallback
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new InvalidConfigError(variable, `must be an integer from ${min} to ${max}`)
  return Number(value)
}

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) {
    if (Number(value) > 32)
      throw new InvalidConfigError('PORTICO_TRUST_PROXY', 'hop count must be at most 32')
    return Number(value)
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const bad = entries.find((entry) => !isAddressOrRange(entry))
  if (bad !== undefined || entries.length === 0)
    throw new InvalidConfigError(
      'PORTICO_TRUST_PROXY',
      `must be true, false, a hop count or a list of IP addresses / CIDR ranges (got ${bad ?? value})`,
    )
  return entries
}

/**
 * Reads the server's HTTP limits: `PORTICO_REQUEST_TIMEOUT_MS`, `PORTICO_CONNECTION_TIMEOUT_MS`,
 * `PORTICO_KEEP_ALIVE_TIMEOUT_MS`, `PORTICO_MAX_REQUESTS_PER_SOCKET`, `PORTICO_MAX_CONNECTIONS`,
 * `PORTICO_TRUST_PROXY`, `PORTICO_RPC_RATE_LIMIT`, `PORTICO_API_RATE_LIMIT`,
 * `PORTICO_PROJECT_RATE_LIMIT` and `PORTICO_RPC_MAX_RESPONSE_BYTES`, applying
 * {@link httpConfigDefaults}. Throws {@link InvalidConfigError} naming the bad variable.
 *
 * @example
 * readHttpConfig({ PORTICO_TRUST_PROXY: '10.0.0.0/8' }).trustProxy // ['10.0.0.0/8']
 */
export function readHttpConfig(env: Record<string, string | undefined>): HttpConfig {
  const d = httpConfigDefaults
  const minute = 1_000_000
  return {
    requestTimeoutMs: integer(
      env,
      'PORTICO_REQUEST_TIMEOUT_MS',
      100,
      3_600_000,
      d.requestTimeoutMs,
    ),
    connectionTimeoutMs: integer(
      env,
      'PORTICO_CONNECTION_TIMEOUT_MS',
      100,
      3_600_000,
      d.connectionTimeoutMs,
    ),
    keepAliveTimeoutMs: integer(
      env,
      'PORTICO_KEEP_ALIVE_TIMEOUT_MS',
      100,
      3_600_000,
      d.keepAliveTimeoutMs,
    ),
    maxRequestsPerSocket: integer(
      env,
      'PORTICO_MAX_REQUESTS_PER_SOCKET',
      1,
      1_000_000,
      d.maxRequestsPerSocket,
    ),
    maxConnections: integer(env, 'PORTICO_MAX_CONNECTIONS', 1, 1_000_000, d.maxConnections),
    trustProxy: parseTrustProxy(env.PORTICO_TRUST_PROXY?.trim()),
    rateLimits: {
      rpcPerMinute: integer(env, 'PORTICO_RPC_RATE_LIMIT', 0, minute, d.rateLimits.rpcPerMinute),
      apiPerMinute: integer(env, 'PORTICO_API_RATE_LIMIT', 0, minute, d.rateLimits.apiPerMinute),
      projectPerMinute: integer(
        env,
        'PORTICO_PROJECT_RATE_LIMIT',
        0,
        minute * 100,
        d.rateLimits.projectPerMinute,
      ),
    },
    maxRpcResponseBytes: integer(
      env,
      'PORTICO_RPC_MAX_RESPONSE_BYTES',
      1024,
      1024 ** 3,
      d.maxRpcResponseBytes,
    ),
  }
}
