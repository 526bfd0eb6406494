import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeMessage } from '../../src/siwx/revokeMessage'
import {
  appOrigin,
  otherSigner,
  projectId,
  type SiwxTestServer,
  sessionCookie,
  signer,
  startSiwxServer,
} from './siwxTestKit'

let server: SiwxTestServer
beforeAll(async () => {
  server = await startSiwxServer()
})
afterAll(() => server.close())

async function signIn(overrides = {}) {
  const { response } = await server.signIn(overrides)
  expect(response.statusCode).toBe(200)
  return { session: response.json().session, token: sessionCookie(response)?.value ?? '' }
}

/** `GET /v1/sessions/:id`, with a session cookie or none. */
const byId = (id: string, token?: string) =>
  server.app.inject({
    url: `/v1/sessions/${id}`,
    ...(token === undefined ? {} : { cookies: { portico_session: token } }),
  })

const post = (url: string, options: { token?: string; origin?: string; payload?: object } = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: options.origin === '' ? {} : { origin: options.origin ?? appOrigin },
    ...(options.token === undefined ? {} : { cookies: { portico_session: options.token } }),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  })

describe('sessions: expiry, revoke, sign-out, cookie flags', () => {
  it('ends at the message expirationTime; a gone session is 404 and not listed', async () => {
    const expirationTime = new Date(server.clock.now() + 3_600_000).toISOString()
    const { session, token } = await signIn({ expirationTime })
    expect(session.expiresAt).toBe(expirationTime)
    expect((await byId(session.id, token)).statusCode).toBe(200)
    server.clock.advance(3_600_000)
    const gone = await byId(session.id, token)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ error: 'Not Found', message: 'Session not found' })
    const list = await server.app.inject({
      url: `/v1/sessions?projectId=${projectId}`,
      cookies: { portico_session: token },
    })
    expect(list.json()).toEqual({ sessions: [] })
  })

  it('revokes with the session cookie (Origin checked), once', async () => {
    const { session, token } = await signIn()
    expect(
      (await post(`/v1/sessions/${session.id}/revoke`, { token, origin: '' })).statusCode,
    ).toBe(403)
    const foreign = await post(`/v1/sessions/${session.id}/revoke`, {
      token,
      origin: 'https://evil.test',
    })
    expect(foreign.json().message).toBe('Origin https://evil.test is not allowed for this project')
    const revoked = await post(`/v1/sessions/${session.id}/revoke`, { token })
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().session.revokedAt).toBe(new Date(server.clock.now()).toISOString())
    expect((await byId(session.id, token)).statusCode).toBe(404)
    expect((await post(`/v1/sessions/${session.id}/revoke`, { token })).statusCode).toBe(404)
  })

  it('revokes with pci and the address signature; refuses without proof or with a wrong one', async () => {
    const { session } = await signIn()
    const url = `/v1/sessions/${session.id}/revoke`
    const none = await post(url)
    expect(none.statusCode).toBe(401)
    expect(none.json().message).toBe('Proof required: the session cookie, or pci and signature')
    const wrongSigner = await post(url, {
      payload: {
        pci: session.id,
        signature: await otherSigner.signMessage({ message: revokeMessage(session.id) }),
      },
    })
    expect(wrongSigner.json().message).toBe(`Signature is not from ${signer.address}`)
    const signature = await signer.signMessage({ message: revokeMessage(session.id) })
    const wrongPci = await post(url, { payload: { pci: 'other', signature } })
    expect(wrongPci.json().message).toBe('pci must be the session id')
    const ok = await post(url, { payload: { pci: session.id, signature } })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().session.id).toBe(session.id)
  })

  it('a cookie of another address does not prove anything', async () => {
    const mine = await signIn()
    const message = server.message(await server.nonce(), { accountAddress: otherSigner.address })
    const response = await server.verify({
      message,
      signature: await otherSigner.signMessage({ message }),
    })
    const other = response.json().session
    const refused = await post(`/v1/sessions/${other.id}/revoke`, { token: mine.token })
    expect(refused.statusCode).toBe(401)
  })

  it('signs out: revokes the cookie session and clears the cookie', async () => {
    const { session, token } = await signIn()
    const out = await post('/v1/siwx/sign-out', { token })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ revoked: true })
    const cleared = out.cookies.find((cookie) => cookie.name === 'portico_session')
    expect(cleared?.value).toBe('')
    expect(cleared?.expires?.getTime()).toBe(0)
    expect((await byId(session.id, token)).statusCode).toBe(404)
    expect((await post('/v1/siwx/sign-out', { token })).json()).toEqual({ revoked: false })
    expect((await post('/v1/siwx/sign-out', { token: 'forged' })).json()).toEqual({
      revoked: false,
    })
    expect((await post('/v1/siwx/sign-out', { origin: '' })).statusCode).toBe(403)
  })

  it('sets Secure and SameSite=None on the cookie when configured (an app on another site), named __Host- and read only by that name; rate-limits nonce and verify per IP', async () => {
    const other = await startSiwxServer({
      PORTICO_COOKIE_SECURE: 'always',
      PORTICO_COOKIE_SAMESITE: 'none',
      PORTICO_SIWX_RATE_LIMIT: '3',
    })
    try {
      const { response } = await other.signIn()
      const cookie = response.cookies.find((c) => c.name === '__Host-portico_session')
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'None', path: '/' })
      expect(cookie?.domain).toBeUndefined()
      // A plain-named cookie (planted by a sibling subdomain or an http page) is never read.
      const session = response.json().session
      const read = (cookies: Record<string, string>) =>
        other.app.inject({ url: `/v1/sessions/${session.id}`, cookies })
      expect((await read({ portico_session: cookie?.value ?? '' })).statusCode).toBe(404)
      expect((await read({ '__Host-portico_session': cookie?.value ?? '' })).json()).toEqual(
        session,
      )

      await other.nonce()
      await other.nonce()
      const limited = await other.app.inject(`/v1/siwx/nonce?projectId=${projectId}`)
      expect(limited.statusCode).toBe(429)
      // The server's one 429 answer (a token bucket of 3 a minute: one back every 20 s).
      expect(limited.json()).toEqual({
        error: 'Too Many Requests',
        message: 'Rate limit exceeded for this address: retry in 20 s',
      })
      expect(limited.headers['retry-after']).toBe('20')
      const fromElsewhere = await other.app.inject({
        url: `/v1/siwx/nonce?projectId=${projectId}`,
        remoteAddress: '10.0.0.2',
      })
      expect(fromElsewhere.statusCode).toBe(200)
    } finally {
      await other.close()
    }
  }, 180_000)
})
