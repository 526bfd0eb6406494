import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appOrigin,
  otherSigner,
  projectId,
  type SiwxTestServer,
  signer,
  startSiwxServer,
} from './siwxTestKit'

let server: SiwxTestServer
beforeAll(async () => {
  server = await startSiwxServer()
})
afterAll(() => server.close())

const iso = (ms: number) => new Date(ms).toISOString()

/** Signs `message` with `signer` and posts it; returns status and body. */
async function attempt(message: string, headers?: Record<string, string>) {
  const { response } = await server.signAndVerify(message, headers)
  return { status: response.statusCode, body: response.json(), cookies: response.cookies }
}

describe('sign-in refusals (each a 4xx with a clear message, no session, no cookie)', () => {
  it('a domain that is not an allowed origin', async () => {
    const result = await attempt(server.message(await server.nonce(), { domain: 'evil.test' }))
    expect(result).toMatchObject({
      status: 403,
      body: {
        error: 'Forbidden',
        message: 'Domain evil.test is not an allowed origin of this project',
      },
      cookies: [],
    })
  })

  it('a domain whose scheme differs from the allowed origin', async () => {
    const result = await attempt(
      server.message(await server.nonce(), { domain: 'app.test', scheme: 'http' }),
    )
    expect(result.status).toBe(403)
    expect(result.body.message).toBe('Domain app.test is not an allowed origin of this project')
  })

  it('a uri on a foreign origin', async () => {
    const result = await attempt(
      server.message(await server.nonce(), { uri: 'https://evil.test/login' }),
    )
    expect(result).toMatchObject({
      status: 403,
      body: { message: 'URI https://evil.test/login is not on an allowed origin of this project' },
    })
  })

  it('an expired message (injected clock)', async () => {
    const expirationTime = iso(server.clock.now() + 60_000)
    const message = server.message(await server.nonce(), { expirationTime })
    server.clock.advance(60_000)
    expect(await attempt(message)).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized', message: `Message expired at ${expirationTime}` },
    })
  })

  it('a not-before in the future, accepted once it has passed', async () => {
    const notBefore = iso(server.clock.now() + 30_000)
    const message = server.message(await server.nonce(), { notBefore })
    expect(await attempt(message)).toMatchObject({
      status: 401,
      body: { message: `Message not valid before ${notBefore}` },
    })
    server.clock.advance(30_000)
    expect((await attempt(message)).status).toBe(200)
  })

  it('second-60 times (review L2): "Not Before" is not bypassed, "Expiration Time" is no 500', async () => {
    // Date.parse reads "…:60Z" as NaN: a future Not Before passed, an expiry broke the insert.
    const notBefore = await attempt(
      server.message(await server.nonce(), { notBefore: '2099-01-01T00:00:60Z' }),
    )
    expect(notBefore).toMatchObject({
      status: 401,
      body: { message: 'Message not valid before 2099-01-01T00:00:60Z' },
      cookies: [],
    })
    // An expiry in the coming hour written with second 60 is the next minute's first instant.
    const minute = Math.floor(server.clock.now() / 60_000) * 60_000 + 30 * 60_000
    const expirationTime = iso(minute - 60_000).replace(':00.000Z', ':60Z')
    const expiring = await attempt(server.message(await server.nonce(), { expirationTime }))
    expect(expiring.status).toBe(200)
    expect(expiring.body.session.expiresAt).toBe(iso(minute))
    const past = await attempt(
      server.message(await server.nonce(), { expirationTime: '2020-01-01T00:00:60Z' }),
    )
    expect(past).toMatchObject({
      status: 401,
      body: { message: 'Message expired at 2020-01-01T00:00:60Z' },
    })
    const far = await attempt(
      server.message(await server.nonce(), { expirationTime: '9999-12-31T23:59:60Z' }),
    )
    expect(far.status).toBe(200)
  })

  it('a chain the server does not serve', async () => {
    for (const chainId of ['eip155:1', 'eip155:31339'] as const) {
      const result = await attempt(server.message(await server.nonce(), { chainId }))
      expect(result).toMatchObject({
        status: 400,
        body: { message: `Chain ${chainId} is not supported` },
      })
    }
  })

  it('a signature from another address', async () => {
    const message = server.message(await server.nonce())
    const signature = await otherSigner.signMessage({ message })
    const response = await server.verify({ message, signature })
    expect(response.statusCode).toBe(401)
    expect(response.json().message).toBe(`Signature is not from ${signer.address}`)
    expect(response.cookies).toEqual([])
  })

  it('an unknown nonce, and one that expired after 5 minutes', async () => {
    expect(await attempt(server.message('abcdefgh12345678'))).toMatchObject({
      status: 401,
      body: { message: 'Unknown nonce' },
    })
    const nonce = await server.nonce()
    server.clock.advance(5 * 60_000)
    expect(await attempt(server.message(nonce))).toMatchObject({
      status: 401,
      body: { message: 'Nonce expired' },
    })
  })

  it('a replay after a refused attempt still works once, then never again', async () => {
    const nonce = await server.nonce()
    const message = server.message(nonce)
    const wrong = await otherSigner.signMessage({ message })
    expect((await server.verify({ message, signature: wrong })).statusCode).toBe(401)
    expect((await attempt(message)).status).toBe(200)
    expect(await attempt(message)).toMatchObject({
      status: 409,
      body: { message: 'Nonce already used' },
    })
  })

  it('two racing verifications of one nonce: exactly one session', async () => {
    const message = server.message(await server.nonce())
    const signature = await signer.signMessage({ message })
    const results = await Promise.all(
      Array.from({ length: 4 }, () => server.verify({ message, signature })),
    )
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409])
  })

  it('a missing or foreign Origin header (403), an unknown project (401)', async () => {
    const message = server.message(await server.nonce())
    expect(await attempt(message, {})).toMatchObject({
      status: 403,
      body: { message: 'Origin header required' },
    })
    expect(await attempt(message, { origin: 'https://evil.test' })).toMatchObject({
      status: 403,
      body: { message: 'Origin https://evil.test is not allowed for this project' },
    })
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/v1/siwx/verify',
      headers: { origin: appOrigin },
      payload: { projectId: 'nope', message, signature: '0x00' },
    })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().message).toBe('Unknown projectId: nope')
    const nonce = await server.app.inject('/v1/siwx/nonce?projectId=nope')
    expect(nonce.statusCode).toBe(401)
    // The nonce is still usable after the refusals above.
    expect((await attempt(message)).status).toBe(200)
  })

  it('malformed input: a message that is not EIP-4361, a body that is not valid', async () => {
    const bad = await attempt('hello')
    expect(bad).toMatchObject({ status: 400, body: { error: 'Bad Request' } })
    expect(bad.body.message).toMatch(/^Invalid sign-in message: /)
    const body = await server.app.inject({
      method: 'POST',
      url: '/v1/siwx/verify',
      headers: { origin: appOrigin },
      payload: { projectId, message: 'x', signature: 'not hex' },
    })
    expect(body.statusCode).toBe(400)
    expect(body.json().message).toContain('signature')
    const noProject = await server.app.inject('/v1/siwx/nonce')
    expect(noProject.statusCode).toBe(400)
  })
})
