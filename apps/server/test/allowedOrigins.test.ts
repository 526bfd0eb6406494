import { afterAll, beforeAll, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

let server: CreateServerReturnType

beforeAll(async () => {
  server = await startTestServer({
    PORTICO_PROJECT_ID: 'origins-test',
    PORTICO_ALLOWED_ORIGINS: 'https://app.example.com',
  })
})
afterAll(async () => {
  await server.close()
})

const originHeader = async (origin: string) =>
  (
    await server.app.inject({
      url: '/v1/supported-chains?projectId=origins-test',
      headers: { origin },
    })
  ).headers['access-control-allow-origin']

test('PORTICO_ALLOWED_ORIGINS replaces the default origins of the project', async () => {
  expect(await originHeader('https://app.example.com')).toBe('https://app.example.com')
  expect(await originHeader('http://localhost:3000')).toBeUndefined()
})

test('an allowed origin may send credentials (the sign-in cookie); another gets no CORS headers', async () => {
  const ask = (origin: string) =>
    server.app.inject({
      method: 'OPTIONS',
      url: '/v1/siwx/nonce?projectId=origins-test',
      headers: { origin, 'access-control-request-method': 'GET' },
    })
  const allowed = await ask('https://app.example.com')
  expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com')
  expect(allowed.headers['access-control-allow-credentials']).toBe('true')
  const other = await ask('https://evil.example')
  expect(other.headers['access-control-allow-origin']).toBeUndefined()
  expect(other.headers['access-control-allow-credentials']).toBeUndefined()
})

test('the configured project is the one the gateway knows', async () => {
  const call = (projectId: string) =>
    server.app.inject({
      method: 'POST',
      url: `/v1/?chainId=eip155:31337&projectId=${projectId}`,
      payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    })
  expect((await call('origins-test')).statusCode).toBe(200)
  // portico-local may exist in a shared PostgreSQL from other runs; a made-up id never does.
  expect((await call('never-seeded')).statusCode).toBe(401)
})
