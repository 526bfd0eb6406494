import { afterEach, describe, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { signer, startSiwxServer } from './siwx/siwxTestKit'
import { startTestServer } from './startTestServer'

let server: CreateServerReturnType | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const nonce = (forwardedFor: string) =>
  server?.app.inject({
    url: '/v1/siwx/nonce?projectId=portico-local',
    headers: { 'x-forwarded-for': forwardedFor },
  })

describe('PORTICO_TRUST_PROXY (M4)', () => {
  test('without it, a proxy is one client: X-Forwarded-For is ignored', async () => {
    server = await startTestServer({ PORTICO_SIWX_RATE_LIMIT: '2' })
    expect((await nonce('203.0.113.1'))?.statusCode).toBe(200)
    expect((await nonce('203.0.113.2'))?.statusCode).toBe(200)
    // The attack of M4: everybody behind the proxy shares the one bucket of its address.
    expect((await nonce('203.0.113.3'))?.statusCode).toBe(429)
  })

  test('behind a trusted proxy each client has its own limit, IPv6 per /64', async () => {
    server = await startTestServer({
      PORTICO_SIWX_RATE_LIMIT: '2',
      PORTICO_TRUST_PROXY: '127.0.0.1',
    })
    for (const client of ['203.0.113.1', '203.0.113.2', '2001:db8:1:3::1']) {
      expect((await nonce(client))?.statusCode).toBe(200)
      expect((await nonce(client))?.statusCode).toBe(200)
      expect((await nonce(client))?.statusCode).toBe(429)
    }
    // Another address of the same /64 is the same client.
    expect((await nonce('2001:db8:1:3:ffff::9'))?.statusCode).toBe(429)
    expect((await nonce('2001:db8:1:4::1'))?.statusCode).toBe(200)
  })

  test('a proxy that is not trusted cannot pick the client address', async () => {
    server = await startTestServer({
      PORTICO_SIWX_RATE_LIMIT: '1',
      PORTICO_TRUST_PROXY: '10.0.0.0/8',
    })
    expect((await nonce('203.0.113.1'))?.statusCode).toBe(200)
    expect((await nonce('203.0.113.2'))?.statusCode).toBe(429)
  })

  test('HSTS only when the request came over https (as the trusted proxy says)', async () => {
    const proto = (value: string) =>
      server?.app.inject({ url: '/v1/supported-chains', headers: { 'x-forwarded-proto': value } })
    server = await startTestServer()
    expect((await proto('https'))?.headers['strict-transport-security']).toBeUndefined()
    await server.close()
    server = await startTestServer({ PORTICO_TRUST_PROXY: '1' })
    expect((await proto('https'))?.headers['strict-transport-security']).toBe('max-age=31536000')
    expect((await proto('http'))?.headers['strict-transport-security']).toBeUndefined()
  })

  test.each([
    ['a trusted https proxy', true, { PORTICO_TRUST_PROXY: 'loopback' }],
    ['no proxy setting', false, {}],
  ])('session cookie (Secure=auto) with %s → Secure: %s', async (_name, secure, env) => {
    const siwx = await startSiwxServer({ PORTICO_COOKIE_SECURE: 'auto', ...env })
    try {
      const message = siwx.message(await siwx.nonce())
      const signature = await signer.signMessage({ message })
      const response = await siwx.verify(
        { message, signature },
        { origin: 'https://app.test', 'x-forwarded-proto': 'https' },
      )
      expect(response.statusCode).toBe(200)
      const cookie = String(response.headers['set-cookie'])
      expect(/;\s*Secure/i.test(cookie)).toBe(secure)
    } finally {
      await siwx.close()
    }
  })
})
