import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { porticoFastifyAuth } from './porticoFastifyAuth'
import { audience, createKey, issuer, now, signToken } from './tokenTestKit.test-helpers'
import type { VerifyPorticoTokenReturnType } from './verifyPorticoToken'

describe('porticoFastifyAuth', () => {
  const app = Fastify()
  let key: Awaited<ReturnType<typeof createKey>>
  beforeAll(async () => {
    key = await createKey()
    app.decorateRequest('portico', undefined)
    app.get(
      '/api/me',
      { preHandler: porticoFastifyAuth({ issuer, audience, jwks: key.jwks, currentDate: now }) },
      async (request) => ({
        account: (request as { portico?: VerifyPorticoTokenReturnType }).portico?.account,
      }),
    )
    await app.ready()
  })
  afterAll(() => app.close())

  it('lets a valid token through with request.portico', async () => {
    const response = await app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${await signToken(key)}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      account: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  })

  it('answers 401 to an expired token, before the handler runs', async () => {
    const seconds = Math.floor(now.getTime() / 1000)
    const response = await app.inject({
      url: '/api/me',
      headers: {
        authorization: `Bearer ${await signToken(key, { iat: seconds - 900, exp: seconds - 60 })}`,
      },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      error: 'Unauthorized',
      message: 'The Portico token has expired',
    })
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"')
  })
})
