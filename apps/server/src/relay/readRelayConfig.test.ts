import { describe, expect, it } from 'vitest'
import { readRelayConfig } from './readRelayConfig'
import { relayLimitDefaults } from './types'

describe('readRelayConfig', () => {
  it('gives the documented defaults: one instance, 512 KiB, 1000 topics, 200 burst, 50/s', () => {
    expect(readRelayConfig({})).toEqual({ redisUrl: undefined, limits: relayLimitDefaults })
    expect(relayLimitDefaults).toMatchObject({
      maxMessageBytes: 524_288,
      maxTopicsPerConnection: 1000,
      publishBurst: 200,
      publishPerSecond: 50,
      pingIntervalMs: 20_000,
      restoreAfterMs: 5000,
      requestBurst: 100,
      requestsPerSecond: 20,
      maxInFlightRequests: 32,
      maxBatchSize: 500,
      maxBufferedBytes: 8 * 1024 * 1024,
      pageBytes: 2 * 1024 * 1024,
      maxConnectionsPerIp: 100,
      maxConnectionsPerProject: 10_000,
      storeBurstBytesPerIp: 64 * 1024 * 1024,
      storeBytesPerSecondPerIp: 256 * 1024,
      maxStoredTtlSeconds: 7 * 24 * 3600,
      maxTtlSeconds: 30 * 24 * 3600,
    })
  })

  it('reads the abuse limits, the public URL and the Redis secret', () => {
    const config = readRelayConfig({
      PORTICO_RELAY_REQUEST_BURST: '10',
      PORTICO_RELAY_REQUEST_RATE: '2',
      PORTICO_RELAY_MAX_IN_FLIGHT: '4',
      PORTICO_RELAY_MAX_BATCH: '50',
      PORTICO_RELAY_MAX_BUFFERED_BYTES: '1048576',
      PORTICO_RELAY_PAGE_BYTES: '65536',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '3',
      PORTICO_RELAY_MAX_CONNECTIONS_PER_PROJECT: '30',
      PORTICO_RELAY_STORE_BURST_BYTES: '2048',
      PORTICO_RELAY_STORE_RATE_BYTES: '1024',
      PORTICO_RELAY_MAX_STORED_TTL: '3600',
      PORTICO_RELAY_PING_INTERVAL_MS: '5000',
      PORTICO_RELAY_PUBLIC_URL: 'wss://relay.example.org/relay',
      PORTICO_RELAY_REDIS_SECRET: 'sixteen-chars-ok',
    })
    expect(config).toEqual({
      redisUrl: undefined,
      publicUrl: 'wss://relay.example.org/relay',
      redisSecret: 'sixteen-chars-ok',
      limits: {
        ...relayLimitDefaults,
        requestBurst: 10,
        requestsPerSecond: 2,
        maxInFlightRequests: 4,
        maxBatchSize: 50,
        maxBufferedBytes: 1_048_576,
        pageBytes: 65_536,
        maxConnectionsPerIp: 3,
        maxConnectionsPerProject: 30,
        storeBurstBytesPerIp: 2048,
        storeBytesPerSecondPerIp: 1024,
        maxStoredTtlSeconds: 3600,
        pingIntervalMs: 5000,
      },
    })
  })

  it('reads every variable', () => {
    const config = readRelayConfig({
      REDIS_URL: ' redis://127.0.0.1:6379/2 ',
      PORTICO_RELAY_MAX_MESSAGE_BYTES: '2048',
      PORTICO_RELAY_MAX_TOPICS: '10',
      PORTICO_RELAY_PUBLISH_BURST: '5',
      PORTICO_RELAY_PUBLISH_RATE: '1',
    })
    expect(config).toEqual({
      redisUrl: 'redis://127.0.0.1:6379/2',
      limits: {
        ...relayLimitDefaults,
        maxMessageBytes: 2048,
        maxTopicsPerConnection: 10,
        publishBurst: 5,
        publishPerSecond: 1,
      },
    })
  })

  it.each([
    [
      { REDIS_URL: 'http://secret@host' },
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    ],
    [
      { PORTICO_RELAY_MAX_TOPICS: '0' },
      'Invalid configuration: PORTICO_RELAY_MAX_TOPICS must be an integer from 1 to 100000',
    ],
    [
      { PORTICO_RELAY_PUBLISH_RATE: '1.5' },
      'Invalid configuration: PORTICO_RELAY_PUBLISH_RATE must be an integer from 1 to 1000000',
    ],
    [
      { PORTICO_RELAY_PUBLIC_URL: 'https://relay.example.org/' },
      'Invalid configuration: PORTICO_RELAY_PUBLIC_URL must be the ws:// or wss:// URL of the relay, ending in /relay',
    ],
    [
      { PORTICO_RELAY_REDIS_SECRET: 'secret-short' },
      'Invalid configuration: PORTICO_RELAY_REDIS_SECRET must be at least 16 characters',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => readRelayConfig(env)).toThrow(message)
    expect(() => readRelayConfig(env)).not.toThrow('secret')
  })
})
