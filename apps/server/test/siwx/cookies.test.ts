import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appOrigin,
  projectId,
  type SiwxTestServer,
  sessionCookie,
  startSiwxServer,
} from './siwxTestKit'

// Security review 2026-11-24: L3 (expiry capped by PORTICO_SESSION_TTL_HOURS), L4 (logout CSRF),
// L5 (a session is readable only with its own cookie).
let server: SiwxTestServer
const ttlHours = 2
beforeAll(async () => {
  server = await startSiwxServer({ PORTICO_SESSION_TTL_HOURS: String(ttlHours) })
})
afterAll(() => server.close())

async function signIn(overrides = {}) {
  const { response } = await server.signIn(overrides)
  expect(response.statusCode).toBe(200)
  const cookie = sessionCookie(response)
  return { session: response.json().session, token: cookie?.value ?? '', cookie }
}

const signOut = (options: { origin?: string; token?: string; query?: string }) =>
  server.app.inject({
    method: 'POST',
    url: `/v1/siwx/sign-out${options.query ?? ''}`,
    headers: {
      ...(options.origin === undefined ? {} : { origin: options.origin }),
      'content-type': 'text/plain',
    },
    payload: 'x=y',
    ...(options.token === undefined ? {} : { cookies: { portico_session: options.token } }),
  })

describe('session lifetime (L3)', () => {
  it('caps a far Expiration Time at the configured lifetime; the cookie says the same', async () => {
    const now = server.clock.now()
    const { session, cookie } = await signIn({ expirationTime: '9999-12-31T23:59:59Z' })
    expect(session.expiresAt).toBe(new Date(now + ttlHours * 3_600_000).toISOString())
    expect(cookie?.maxAge).toBe(ttlHours * 3_600)
    expect(cookie?.expires?.toISOString()).toBe(
      new Date(Math.floor((now + ttlHours * 3_600_000) / 1000) * 1000).toISOString(),
    )
    server.clock.advance(ttlHours * 3_600_000)
    const list = await server.app.inject({
      url: `/v1/sessions?projectId=${projectId}`,
      cookies: { portico_session: cookie?.value ?? '' },
    })
    expect(list.json()).toEqual({ sessions: [] })
  })

  it('keeps an Expiration Time sooner than the lifetime', async () => {
    const expirationTime = new Date(server.clock.now() + 600_000).toISOString()
    const { session, cookie } = await signIn({ expirationTime })
    expect(session.expiresAt).toBe(expirationTime)
    expect(cookie?.maxAge).toBe(600)
  })
})

describe('sign-out (L4)', () => {
  it('refuses a cross-site sign-out without a session: 403 and no Set-Cookie (logout CSRF)', async () => {
    const { session, token } = await signIn()
    // A cross-site form POST carries no SameSite=Lax cookie.
    for (const attempt of [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', query: `?projectId=${projectId}` },
      {},
    ]) {
      const response = await signOut(attempt)
      expect(response.statusCode).toBe(403)
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    // With the cookie but from another site: refused too, the session stays.
    const withCookie = await signOut({ origin: 'https://evil.example', token })
    expect(withCookie.statusCode).toBe(403)
    expect(withCookie.headers['set-cookie']).toBeUndefined()
    expect(
      (
        await server.app.inject({
          url: `/v1/sessions/${session.id}`,
          cookies: { portico_session: token },
        })
      ).statusCode,
    ).toBe(200)
  })

  it("the kit's sign-out from an allowed origin: revokes a live session, clears a stale cookie", async () => {
    const { token } = await signIn()
    const live = await signOut({ origin: appOrigin, token, query: `?projectId=${projectId}` })
    expect(live.json()).toEqual({ revoked: true })
    expect(live.cookies.find((c) => c.name === 'portico_session')?.value).toBe('')
    // Again with the now dead cookie (e.g. revoked elsewhere): the cookie is still cleared.
    for (const query of [`?projectId=${projectId}`, '']) {
      const stale = await signOut({ origin: appOrigin, token, query })
      expect(stale.statusCode).toBe(200)
      expect(stale.json()).toEqual({ revoked: false })
      expect(stale.cookies.find((c) => c.name === 'portico_session')?.maxAge).toBe(0)
    }
    const unknown = await signOut({ origin: appOrigin, query: '?projectId=nope' })
    expect(unknown.statusCode).toBe(401)
  })
})

describe('reading a session by id (L5)', () => {
  it('answers only to the cookie of that very session; anyone else gets the same 404 as an unknown id', async () => {
    const mine = await signIn()
    const other = await signIn()
    const read = (token?: string) =>
      server.app.inject({
        url: `/v1/sessions/${mine.session.id}`,
        ...(token === undefined ? {} : { cookies: { portico_session: token } }),
      })
    expect((await read(mine.token)).json()).toEqual(mine.session)
    for (const token of [undefined, other.token, 'forged', '']) {
      const response = await read(token)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ error: 'Not Found', message: 'Session not found' })
    }
    const unknown = await server.app.inject({
      url: '/v1/sessions/0123456789abcdef0123456789abcdef',
      cookies: { portico_session: mine.token },
    })
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'Session not found' })
  })
})
