import { InvalidConfigError } from '../errors'
import { type RelayLimits, relayLimitDefaults } from './types'

/** The relay's part of the server configuration. */
export type RelayConfig = {
  /** `REDIS_URL`: share publishes between instances through Redis pub/sub; unset = one instance. */
  redisUrl: string | undefined
  limits: RelayLimits
}
export type ReadRelayConfigReturnType = RelayConfig

const integers = [
  ['PORTICO_RELAY_MAX_MESSAGE_BYTES', 'maxMessageBytes', 1024, 16 * 1024 * 1024],
  ['PORTICO_RELAY_MAX_TOPICS', 'maxTopicsPerConnection', 1, 100_000],
  ['PORTICO_RELAY_PUBLISH_BURST', 'publishBurst', 1, 1_000_000],
  ['PORTICO_RELAY_PUBLISH_RATE', 'publishPerSecond', 1, 1_000_000],
] as const

/**
 * Reads the relay's environment variables (docs/configuration.md): `REDIS_URL`,
 * `PORTICO_RELAY_MAX_MESSAGE_BYTES` (524288), `PORTICO_RELAY_MAX_TOPICS` (1000),
 * `PORTICO_RELAY_PUBLISH_BURST` (200) and `PORTICO_RELAY_PUBLISH_RATE` (50 per second).
 * Throws {@link InvalidConfigError} naming the bad variable (a Redis URL's value is not echoed).
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
  const redis = env.REDIS_URL?.trim()
  if (redis === undefined || redis === '') return { redisUrl: undefined, limits }
  if (!/^rediss?:\/\//.test(redis) || !URL.canParse(redis))
    throw new InvalidConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL')
  return { redisUrl: redis, limits }
}
