import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { porticoExpressAuth } from './porticoExpressAuth'
import { audience, createKey, issuer, now, signToken } from './tokenTestKit.test-helpers'
import type { VerifyPorticoTokenReturnType } from './verifyPorticoToken'

// A Node HTTP server running the middleware the way Express and connect call it.
describe('porticoExpressAuth', () => {
  let server: Server
  let url: string
  let key: Awaited<ReturnType<typeof createKey>>
  beforeAll(async () => {
    key = await createKey()
    const auth = porticoExpressAuth({ issuer, audience, jwks: key.jwks, currentDate: now })
    server = createServer((request, response) => {
      const req = request as IncomingMessage & { portico?: VerifyPorticoTokenReturnType }
      void auth(req, response, (error) => {
        if (error) return void response.writeHead(500).end(String(error))
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ account: req.portico?.account }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/me`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('lets a valid token through with req.portico', async () => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${await signToken(key)}` },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      account: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  it('answers 401 with WWW-Authenticate to no token and to a bad one', async () => {
    const none = await fetch(url)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(await none.json()).toEqual({
      error: 'Unauthorized',
      message: 'A Portico token is required: send authorization: Bearer <token>',
    })
    const other = await fetch(url, {
      headers: { authorization: `Bearer ${await signToken(key, { aud: 'other' })}` },
    })
    expect(other.status).toBe(401)
    expect(other.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="The Portico token was issued for another project"',
    )
  })
})
