import { InvalidConfigError } from '../errors'
import { type RelayLimits, relayLimitDefaults } from './types'

/** The relay's part of the server configuration. */
export type RelayConfig = {
  /** `REDIS_URL`: share publishes between instances through Redis pub/sub; unset = one instance. */
  redisUrl: string | undefined
  /**
   * `PORTICO_RELAY_REDIS_SECRET`: when set, records on the Redis channel carry an HMAC-SHA256 with
   * it and unsigned ones are ignored. Unset = records are only validated.
   */
  redisSecret?: string | undefined
  /**
   * `PORTICO_RELAY_PUBLIC_URL`: the relay's public URL (`wss://example.org/relay`); auth tokens
   * must name its host. Unset = the host the client connected to (`Host` header).
   */
  publicUrl?: string | undefined
  limits: RelayLimits
}
export type ReadRelayConfigReturnType = RelayConfig

const integers = [
  ['PORTICO_RELAY_MAX_MESSAGE_BYTES', 'maxMessageBytes', 1024, 16 * 1024 * 1024],
  ['PORTICO_RELAY_MAX_TOPICS', 'maxTopicsPerConnection', 1, 100_000],
  ['PORTICO_RELAY_PUBLISH_BURST', 'publishBurst', 1, 1_000_000],
  ['PORTICO_RELAY_PUBLISH_RATE', 'publishPerSecond', 1, 1_000_000],
  ['PORTICO_RELAY_MAX_STORED_TTL', 'maxStoredTtlSeconds', 60, 30 * 24 * 3600],
  ['PORTICO_RELAY_REQUEST_BURST', 'requestBurst', 1, 1_000_000],
  ['PORTICO_RELAY_REQUEST_RATE', 'requestsPerSecond', 1, 1_000_000],
  ['PORTICO_RELAY_MAX_IN_FLIGHT', 'maxInFlightRequests', 1, 10_000],
  ['PORTICO_RELAY_MAX_BATCH', 'maxBatchSize', 1, 10_000],
  ['PORTICO_RELAY_MAX_BUFFERED_BYTES', 'maxBufferedBytes', 65_536, 1024 * 1024 * 1024],
  ['PORTICO_RELAY_PAGE_BYTES', 'pageBytes', 1024, 256 * 1024 * 1024],
  ['PORTICO_RELAY_MAX_CONNECTIONS_PER_IP', 'maxConnectionsPerIp', 1, 10_000_000],
  ['PORTICO_RELAY_MAX_CONNECTIONS_PER_PROJECT', 'maxConnectionsPerProject', 1, 10_000_000],
  ['PORTICO_RELAY_STORE_BURST_BYTES', 'storeBurstBytesPerIp', 1024, 2 ** 40],
  ['PORTICO_RELAY_STORE_RATE_BYTES', 'storeBytesPerSecondPerIp', 1, 2 ** 40],
  ['PORTICO_RELAY_PING_INTERVAL_MS', 'pingIntervalMs', 1000, 600_000],
  ['PORTICO_RELAY_RESTORE_AFTER_MS', 'restoreAfterMs', 0, 600_000],
] as const

/**
 * Reads the relay's environment variables (docs/configuration.md, defaults in
 * docs/self-hosting.md#relay-limits): `REDIS_URL`, `PORTICO_RELAY_REDIS_SECRET`,
 * `PORTICO_RELAY_PUBLIC_URL` and the `PORTICO_RELAY_*` limits (`MAX_MESSAGE_BYTES` 524288,
 * `MAX_TOPICS` 1000, `PUBLISH_BURST` 200, `PUBLISH_RATE` 50/s, `REQUEST_BURST` 100,
 * `REQUEST_RATE` 20/s, …). Throws {@link InvalidConfigError} naming the bad variable (a Redis
 * URL's or secret's value is not echoed).
 *
 * @example
 * readRelayConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl // 'redis://127.0.0.1:6379'
 */
export function readRelayConfig(
  env: Record<string, string | undefined>,
): ReadRelayConfigReturnType {
  const limits: RelayLimits = { ...relayLimitDefaults }
  for (const [variable, key, min, max] of integers) {
    const value = env[variable]?.trim()
    if (value === undefined || value === '') continue
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN
    if (!(number >= min && number <= max))
      throw new InvalidConfigError(variable, `must be an integer from ${min} to ${max}`)
    limits[key] = number
  }
  const publicUrl = readPublicUrl(env.PORTICO_RELAY_PUBLIC_URL)
  const secret = env.PORTICO_RELAY_REDIS_SECRET
  if (secret !== undefined && secret !== '' && secret.length < 16)
    throw new InvalidConfigError('PORTICO_RELAY_REDIS_SECRET', 'must be at least 16 characters')
  const redisSecret = secret === '' ? undefined : secret
  const optional = {
    ...(redisSecret === undefined ? {} : { redisSecret }),
    ...(publicUrl === undefined ? {} : { publicUrl }),
  }
  const redis = env.REDIS_URL?.trim()
  if (redis === undefined || redis === '') return { redisUrl: undefined, ...optional, limits }
  if (!/^rediss?:\/\//.test(redis) || !URL.canParse(redis))
    throw new InvalidConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL')
  return { redisUrl: redis, ...optional, limits }
}

function readPublicUrl(value: string | undefined): string | undefined {
  const url = value?.trim()
  if (url === undefined || url === '') return undefined
  const parsed = URL.canParse(url) ? new URL(url) : undefined
  if (
    parsed === undefined ||
    !['ws:', 'wss:'].includes(parsed.protocol) ||
    parsed.pathname.replace(/\/+$/, '') !== '/relay'
  )
    throw new InvalidConfigError(
      'PORTICO_RELAY_PUBLIC_URL',
      'must be the ws:// or wss:// URL of the relay, ending in /relay',
    )
  return url
}
