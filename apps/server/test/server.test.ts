import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

let server: CreateServerReturnType
const gateway = '/v1/?chainId=eip155:31337&projectId=portico-local'

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('GET /health', () => {
  test('answers ok once the database answers (the indexer off: no chains)', async () => {
    const response = await server.app.inject('/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'off',
      relay: 'ok',
      draining: false,
      chains: [],
    })
  })
})

describe('GET /v1/supported-chains', () => {
  test('lists the configured chains (CAIP-2) over http and none over ws', async () => {
    const response = await server.app.inject('/v1/supported-chains?projectId=portico-local')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ http: Object.keys(inject('rpcUrlByChain')), ws: [] })
  })
})

describe('CORS', () => {
  test('an allowed origin gets the header', async () => {
    const response = await server.app.inject({
      url: '/v1/supported-chains',
      headers: { origin: 'http://localhost:3000' },
    })
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000')
  })

  test('a foreign origin does not', async () => {
    const response = await server.app.inject({
      url: '/v1/supported-chains',
      headers: { origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('the gateway preflight allows a JSON POST from an allowed origin only', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: gateway,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight('http://127.0.0.1:3000')
    expect(allowed.statusCode).toBe(204)
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000')
    expect(allowed.headers['access-control-allow-methods']).toContain('POST')
    const foreign = await preflight('https://evil.example')
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('origins are per project: an unknown projectId allows no origin', async () => {
    const response = await server.app.inject({
      url: '/v1/supported-chains?projectId=someone-else',
      headers: { origin: 'http://localhost:3000' },
    })
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('unknown routes', () => {
  test('answer a JSON 404 when no web app is served', async () => {
    const response = await server.app.inject('/nowhere')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ error: 'Not Found' })
  })
})

// A fuzz pass over the routes' input: random and boundary values, never a 5xx.
const method = fc.oneof(
  fc.constantFrom('eth_chainId', 'eth_blockNumber', 'eth_getBalance', 'eth_call', 'personal_sign'),
  fc.string({ maxLength: 40 }),
)
const request = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue()),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null), fc.jsonValue()),
    method: fc.oneof(method, fc.jsonValue()),
    params: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 4 }), fc.jsonValue()),
  },
  { requiredKeys: [] },
)
const body = fc.oneof(
  request.map((value) => JSON.stringify(value)),
  fc.array(request, { maxLength: 5 }).map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
)
const queryValue = fc.oneof(
  fc.constantFrom('eip155:31337', 'eip155:31338', 'portico-local', '', 'eip155:', ':'),
  fc.string({ maxLength: 120 }),
)
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
)

describe('fuzz', () => {
  test('random and boundary input to the gateway never gives a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        queryValue,
        queryValue,
        contentType,
        async (payload, chainId, projectId, type) => {
          const query = new URLSearchParams({ chainId, projectId }).toString()
          const response = await server.app.inject({
            method: 'POST',
            url: `/v1/?${query}`,
            headers: { 'content-type': type },
            payload,
          })
          expect(response.statusCode).toBeLessThan(500)
          if (response.statusCode === 204) return
          const answer = response.json()
          for (const item of Array.isArray(answer) ? answer : [answer])
            expect(item).toHaveProperty('jsonrpc', '2.0')
        },
      ),
      { numRuns: 150 },
    )
  })

  test('random GET paths and queries never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), fc.webQueryParameters(), async (path, query) => {
        const response = await server.app.inject({ method: 'GET', url: `${path || '/'}?${query}` })
        expect(response.statusCode).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  })
})
