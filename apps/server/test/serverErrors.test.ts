import { afterEach, describe, expect, test } from 'vitest'
import { loadConfig } from '../src/config'
import { type CreateServerReturnType, createServer } from '../src/createServer'
import { connectRaw } from './relaySockets'

let server: CreateServerReturnType | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** The real server logging at `info` into `lines`. */
async function start(lines: string[]) {
  server = await createServer({
    ...loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: 'memory://',
      PORTICO_INDEXER: 'off',
    }),
    logStream: { write: (line) => lines.push(line) },
  })
  return server.app
}

describe('answers of failed requests (L1)', () => {
  test('an error thrown in a route is a 500 without its text, logged with the reason', async () => {
    const lines: string[] = []
    const app = await start(lines)
    app.get('/v1/test-failure', async () => {
      throw new Error('Failed query: select "secret" from "history_account_transactions"')
    })
    const response = await app.inject('/v1/test-failure')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'Internal error' })
    expect(response.body).not.toContain('select')
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.reason)
    expect(logged).toMatchObject({ level: 50, reason: expect.stringContaining('Failed query') })
  })

  test('an error with a 5xx status keeps the status, not the text', async () => {
    const app = await start([])
    app.get('/v1/test-unavailable', async () => {
      throw Object.assign(new Error('redis at 10.0.0.3:6379 refused'), { statusCode: 503 })
    })
    const response = await app.inject('/v1/test-unavailable')
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ error: 'Service Unavailable', message: 'Internal error' })
  })

  test('4xx answers are kept: validation and body errors name the problem', async () => {
    const app = await start([])
    const missing = await app.inject(
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance',
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/chainId/)
    const badJson = await app.inject({
      method: 'POST',
      url: '/v1/fungible/price',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    })
    expect(badJson.statusCode).toBe(400)
  })
})

describe('request logs (L8)', () => {
  test("the relay's ?auth=<JWT> is redacted from the request log", async () => {
    const lines: string[] = []
    const app = await start(lines)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const client = await connectRaw(`ws://127.0.0.1:${port}/relay`)
    await client.close()
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean)
    expect(urls).toContainEqual(expect.stringMatching(/^\/relay\?auth=\[redacted\]&projectId=/))
    expect(lines.join('\n')).not.toMatch(/eyJ/)
  })
})
