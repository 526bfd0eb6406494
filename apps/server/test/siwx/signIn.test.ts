import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otherSigner, projectId, type SiwxTestServer, signer, startSiwxServer } from './siwxTestKit'

let server: SiwxTestServer
beforeAll(async () => {
  server = await startSiwxServer()
})
afterAll(() => server.close())

describe('sign-in: nonce, verify, session', () => {
  it('issues single-use nonces of 32 alphanumeric characters, valid 5 minutes', async () => {
    const response = await server.app.inject(`/v1/siwx/nonce?projectId=${projectId}`)
    expect(response.statusCode).toBe(200)
    const { nonce, expiresAt } = response.json()
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(expiresAt) - server.clock.now()).toBe(5 * 60_000)
    expect(await server.nonce()).not.toBe(nonce)
  })

  it('verifies an EOA signature, opens a session and sets the session cookie', async () => {
    const { message, signature, response } = await server.signIn()
    expect(response.statusCode).toBe(200)
    const { session } = response.json()
    expect(session).toMatchObject({
      projectId,
      address: signer.address,
      caipNetworkId: 'eip155:31337',
      message,
      signature,
      revokedAt: null,
    })
    expect(Date.parse(session.expiresAt) - Date.parse(session.issuedAt)).toBe(7 * 24 * 3_600_000)
    const cookie = response.cookies.find((c) => c.name === 'portico_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.secure).toBeUndefined()
    expect(cookie?.value).not.toContain(session.id)
    expect(cookie?.maxAge).toBe(7 * 24 * 3_600)

    const byId = await server.app.inject({
      url: `/v1/sessions/${session.id}`,
      cookies: { portico_session: cookie?.value ?? '' },
    })
    expect(byId.json()).toEqual(session)
    const list = await server.app.inject({
      url: `/v1/sessions?projectId=${projectId}&address=${signer.address.toLowerCase()}&chainId=eip155:31337`,
      cookies: { portico_session: cookie?.value ?? '' },
    })
    expect(list.json()).toEqual({ sessions: [session] })
    const otherAddress = await server.app.inject({
      url: `/v1/sessions?projectId=${projectId}&address=${otherSigner.address}`,
      cookies: { portico_session: cookie?.value ?? '' },
    })
    expect(otherAddress.json()).toEqual({ sessions: [] })
    const noCookie = await server.app.inject(`/v1/sessions?projectId=${projectId}`)
    expect(noCookie.json()).toEqual({ sessions: [] })
  })

  it('refuses a replayed nonce', async () => {
    const { message, signature, response } = await server.signIn()
    expect(response.statusCode).toBe(200)
    const replay = await server.verify({ message, signature })
    expect(replay.statusCode).toBe(409)
    expect(replay.json()).toEqual({ error: 'Conflict', message: 'Nonce already used' })
  })

  it('documents every sign-in route in the OpenAPI document', async () => {
    const document = (await server.app.inject('/docs/openapi.json')).json()
    expect(
      Object.keys(document.paths)
        .filter((path) => /siwx|sessions/.test(path))
        .sort(),
    ).toEqual([
      '/v1/sessions',
      '/v1/sessions/{id}',
      '/v1/sessions/{id}/revoke',
      '/v1/siwx/nonce',
      '/v1/siwx/sign-out',
      '/v1/siwx/token',
      '/v1/siwx/verify',
    ])
    expect(Object.keys(document.paths['/v1/siwx/verify'].post.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '429',
    ])
  })
})
