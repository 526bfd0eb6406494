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
  ])('refuses %o', (env, message) => {
    expect(() => readRelayConfig(env)).toThrow(message)
    expect(() => readRelayConfig(env)).not.toThrow('secret')
  })
})
