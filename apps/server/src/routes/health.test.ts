import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type OpenDatabaseReturnType, openDatabase } from '../db/openDatabase'
import type { HistoryChainStatus } from '../history/startHistoryIndexer'
import { registerOpenApi } from '../openapi/registerOpenApi'
import type { RelayStatus } from '../relay/relayRoute'
import { type HealthParameters, health } from './health'

let database: OpenDatabaseReturnType
beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: undefined })
})
afterAll(async () => {
  await database.close()
})

async function healthOf(parameters: Omit<HealthParameters, 'db'>) {
  const app = Fastify({ logger: false })
  await registerOpenApi(app, { version: 'test' })
  await app.register(health, { db: database.db, ...parameters })
  const response = await app.inject('/health')
  await app.close()
  return { statusCode: response.statusCode, body: response.json() }
}

const chain = (overrides: Partial<HistoryChainStatus>): HistoryChainStatus => ({
  caipNetworkId: 'eip155:1',
  indexedBlock: 990,
  head: 1000,
  lag: 10,
  lastSuccessAt: 1_800_000_000_000,
  lastErrorAt: undefined,
  failing: false,
  startBlock: 500,
  backfills: 2,
  ...overrides,
})

describe('GET /health', () => {
  test('healthy: 200 with the database, Redis, relay and every chain', async () => {
    const relay = async (): Promise<RelayStatus> => ({ accepting: true, redis: 'ok' })
    const result = await healthOf({
      chains: () => [
        chain({}),
        chain({
          caipNetworkId: 'eip155:10',
          indexedBlock: undefined,
          head: undefined,
          lag: undefined,
          startBlock: undefined,
          backfills: undefined,
        }),
      ],
      relay,
      maxLagBlocks: 10,
    })
    expect(result).toEqual({
      statusCode: 200,
      body: {
        status: 'ok',
        database: 'ok',
        redis: 'ok',
        relay: 'ok',
        draining: false,
        chains: [
          {
            chainId: 'eip155:1',
            status: 'ok',
            indexedBlock: 990,
            head: 1000,
            lag: 10,
            lastErrorAt: null,
            startBlock: 500,
            backfills: 2,
          },
          // The first step has not finished: not held against the server.
          {
            chainId: 'eip155:10',
            status: 'starting',
            indexedBlock: null,
            head: null,
            lag: null,
            lastErrorAt: null,
            startBlock: null,
            backfills: 0,
          },
        ],
      },
    })
  })

  test('a chain lagging above the threshold, or whose last step failed: 503', async () => {
    const lagging = await healthOf({ chains: () => [chain({ lag: 11 })], maxLagBlocks: 10 })
    expect(lagging.statusCode).toBe(503)
    expect(lagging.body).toMatchObject({
      status: 'error',
      chains: [{ status: 'lagging', lag: 11 }],
    })

    const failedAt = Date.UTC(2026, 10, 25, 9, 0, 0)
    const failing = await healthOf({
      chains: () => [chain({ failing: true, lastErrorAt: failedAt })],
    })
    expect(failing.statusCode).toBe(503)
    expect(failing.body.chains).toEqual([
      {
        chainId: 'eip155:1',
        status: 'failing',
        indexedBlock: 990,
        head: 1000,
        lag: 10,
        lastErrorAt: '2026-11-25T09:00:00.000Z',
        startBlock: 500,
        backfills: 2,
      },
    ])
    // Recovered: the last error time stays, the chain is healthy again.
    const recovered = await healthOf({ chains: () => [chain({ lastErrorAt: failedAt })] })
    expect(recovered.statusCode).toBe(200)
  })

  test('Redis down, the relay closing or not answering in time: 503', async () => {
    const redisDown = await healthOf({ relay: async () => ({ accepting: true, redis: 'error' }) })
    expect(redisDown).toMatchObject({ statusCode: 503, body: { redis: 'error', relay: 'error' } })
    const closing = await healthOf({ relay: async () => ({ accepting: false, redis: 'off' }) })
    expect(closing).toMatchObject({ statusCode: 503, body: { redis: 'off', relay: 'error' } })
    const silent = await healthOf({ relay: () => new Promise(() => {}), timeoutMs: 20 })
    expect(silent).toMatchObject({ statusCode: 503, body: { redis: 'error', relay: 'error' } })
  })

  test('the database gone: 503, and no error text in the body', async () => {
    const other = await openDatabase({ driver: 'pglite', dataDir: undefined })
    const app = Fastify({ logger: false })
    await registerOpenApi(app, { version: 'test' })
    await app.register(health, { db: other.db })
    expect((await app.inject('/health')).statusCode).toBe(200)
    await other.close()
    const down = await app.inject('/health')
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({
      status: 'error',
      database: 'error',
      redis: 'off',
      relay: 'off',
      draining: false,
      chains: [],
    })
    await app.close()
  })
})
