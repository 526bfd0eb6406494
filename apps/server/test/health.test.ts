import { createServer as createNetServer } from 'node:net'
import { afterAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import type { HealthBody } from '../src/routes/health'
import { startRedis } from './startRedis'
import { startTestServer } from './startTestServer'

// GET /health against the real parts: the run's devnet, the indexer's loop, PGlite (or
// DATABASE_URL) and a throw-away redis-server.
const servers: CreateServerReturnType[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
})

async function start(env: Record<string, string>) {
  const server = await startTestServer({
    PORTICO_INDEXER: 'on',
    PORTICO_INDEXER_POLL_MS: '50',
    ...env,
  })
  servers.push(server)
  return server
}

/** Asks /health until `done` holds (each answer is the server's own view; bounded). */
async function healthUntil(
  server: CreateServerReturnType,
  done: (body: HealthBody) => boolean,
  withinMs = 20_000,
) {
  const started = performance.now()
  for (;;) {
    const response = await server.app.inject('/health')
    const body = response.json() as HealthBody
    if (done(body)) return { statusCode: response.statusCode, body, text: response.body }
    if (performance.now() - started > withinMs)
      throw new Error(`/health never got there: ${response.body}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function head(url: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })
  return Number(((await response.json()) as { result: string }).result)
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

describe('GET /health', () => {
  test('healthy: 200, per chain the indexed block, the head and the lag; Redis and the relay answer', async () => {
    const redis = await startRedis({ own: true })
    try {
      const server = await start({ REDIS_URL: redis.url })
      const chains = inject('rpcUrlByChain')
      const { statusCode, body } = await healthUntil(
        server,
        (answer) =>
          answer.chains.length === Object.keys(chains).length &&
          answer.chains.every((chain) => chain.status === 'ok'),
      )
      expect(statusCode).toBe(200)
      expect(body).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok', relay: 'ok' })
      for (const chain of body.chains) {
        const url = chains[chain.chainId] as string
        expect(chain.head).toBeLessThanOrEqual(await head(url))
        expect(chain.indexedBlock).toBeLessThanOrEqual(chain.head as number)
        expect(chain.lag).toBe((chain.head as number) - (chain.indexedBlock as number))
        expect(chain.lag).toBeLessThanOrEqual(100)
      }
      expect(body.chains.map((chain) => chain.chainId).sort()).toEqual(Object.keys(chains).sort())

      // Redis goes away: the relay cannot share messages, the server is unhealthy.
      await redis.stop()
      const down = await healthUntil(server, (answer) => answer.redis === 'error')
      expect(down.statusCode).toBe(503)
      expect(down.body).toMatchObject({
        status: 'error',
        database: 'ok',
        redis: 'error',
        relay: 'error',
      })
    } finally {
      await redis.stop()
    }
  })

  test('a chain whose node does not answer: 503, that chain failing, no error text in the body', async () => {
    const port = await closedPort()
    const secret = 'hunter2-password'
    const server = await start({
      PORTICO_RPC_URLS: `${inject('rpcUrls')},eip155:10=http://portico:${secret}@127.0.0.1:${port}/`,
    })
    const { statusCode, body, text } = await healthUntil(server, (answer) =>
      answer.chains.some((chain) => chain.chainId === 'eip155:10' && chain.status === 'failing'),
    )
    expect(statusCode).toBe(503)
    expect(body.status).toBe('error')
    const failing = body.chains.find((chain) => chain.chainId === 'eip155:10')
    expect(failing).toMatchObject({ indexedBlock: null, head: null, lag: null })
    expect(Number.isNaN(Date.parse(failing?.lastErrorAt as string))).toBe(false)
    for (const internal of ['ECONNREFUSED', 'Upstream', 'History indexer', secret, String(port)])
      expect(text).not.toContain(internal)
  })
})

describe('draining (SIGTERM with PORTICO_SHUTDOWN_DRAIN_MS)', () => {
  test('a draining server answers /health 503 with draining: true and still serves the rest', async () => {
    const server = await start({ PORTICO_INDEXER: 'off' })
    const before = await server.app.inject('/health')
    expect(before.statusCode).toBe(200)
    expect(before.json()).toMatchObject({ status: 'ok', draining: false })
    server.drain()
    const during = await server.app.inject('/health')
    expect(during.statusCode).toBe(503)
    expect(during.json()).toMatchObject({ status: 'error', database: 'ok', draining: true })
    const served = await server.app.inject('/v1/supported-chains?projectId=portico-local')
    expect(served.statusCode).toBe(200)
  })
})
