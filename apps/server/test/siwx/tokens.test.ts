import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifyPorticoToken } from '@portico/verify'
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  jwtVerify,
} from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siwxSigningKeys } from '../../src/db/siwxSchema'
import {
  appOrigin,
  projectId,
  type SiwxTestServer,
  sessionCookie,
  signer,
  startSiwxServer,
} from './siwxTestKit'

const issuer = 'https://portico.test'

async function signIn(server: SiwxTestServer, overrides = {}) {
  const { response } = await server.signIn(overrides)
  expect(response.statusCode).toBe(200)
  return { session: response.json().session, cookie: sessionCookie(response)?.value ?? '' }
}

const tokenRequest = (
  server: SiwxTestServer,
  {
    cookie,
    origin = appOrigin,
    project = projectId,
  }: { cookie?: string; origin?: string; project?: string },
) =>
  server.app.inject({
    method: 'POST',
    url: `/v1/siwx/token?projectId=${project}`,
    headers: origin === '' ? {} : { origin },
    ...(cookie === undefined ? {} : { cookies: { portico_session: cookie } }),
  })

async function token(server: SiwxTestServer, cookie: string): Promise<string> {
  const response = await tokenRequest(server, { cookie })
  expect(response.statusCode).toBe(200)
  return response.json().token
}

async function jwks(server: SiwxTestServer): Promise<JSONWebKeySet> {
  const response = await server.app.inject('/.well-known/jwks.json')
  expect(response.statusCode).toBe(200)
  return response.json()
}

const verify = async (server: SiwxTestServer, jwt: string) =>
  jwtVerify(jwt, createLocalJWKSet(await jwks(server)), {
    issuer,
    audience: projectId,
    currentDate: new Date(server.clock.now()),
  })

describe('sign-in tokens (POST /v1/siwx/token, GET /.well-known/jwks.json)', () => {
  let server: SiwxTestServer
  beforeAll(async () => {
    server = await startSiwxServer({
      PORTICO_PUBLIC_URL: issuer,
      PORTICO_SIWX_TOKEN_RATE_LIMIT: '20',
    })
  })
  afterAll(() => server.close())

  it('issues an ES256 token an outside client verifies with jose against the served JWKS', async () => {
    const { session, cookie } = await signIn(server)
    const response = await tokenRequest(server, { cookie })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { token: jwt, expiresAt } = response.json()
    // Over real HTTP too: the JWKS as a verifier fetches it.
    await server.app.listen({ port: 0, host: '127.0.0.1' })
    const address = server.app.server.address() as { port: number }
    const remote = createRemoteJWKSet(
      new URL(`http://127.0.0.1:${address.port}/.well-known/jwks.json`),
    )
    const { payload, protectedHeader } = await jwtVerify(jwt, remote, {
      issuer,
      audience: projectId,
      algorithms: ['ES256', 'EdDSA'],
      currentDate: new Date(server.clock.now()),
    })
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    // …and with the kit's own helper, as a dApp's backend does.
    expect(
      await verifyPorticoToken(jwt, {
        issuer,
        audience: projectId,
        jwksUrl: `http://127.0.0.1:${address.port}/.well-known/jwks.json`,
        currentDate: new Date(server.clock.now()),
      }),
    ).toEqual({
      account: `eip155:31337:${signer.address}`,
      namespace: 'eip155',
      chainId: 'eip155:31337',
      address: signer.address,
      sessionId: session.id,
      expiresAt: new Date(expiresAt),
    })
    expect(payload).toMatchObject({
      iss: issuer,
      aud: projectId,
      sub: `eip155:31337:${signer.address}`,
      sid: session.id,
    })
    expect(typeof payload.jti).toBe('string')
    const lifetime = (payload.exp ?? 0) - (payload.iat ?? 0)
    expect(lifetime).toBe(600)
    expect(lifetime).toBeLessThanOrEqual(15 * 60)
    expect(Date.parse(expiresAt)).toBe((payload.exp ?? 0) * 1000)
    const { keys } = await jwks(server)
    expect(keys.find((key) => key.kid === protectedHeader.kid)).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
    })
    for (const key of keys) expect(key).not.toHaveProperty('d')
  })

  it('stores the private keys sealed, never in the clear', async () => {
    const rows = await server.db.select().from(siwxSigningKeys)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.privateJwk).toMatch(/^v1\./)
      expect(row.privateJwk).not.toContain('"d"')
    }
  })

  it('refuses a tampered token, and one past its expiry (injected clock)', async () => {
    const { cookie } = await signIn(server)
    const jwt = await token(server, cookie)
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: 'eip155:31337:0x0000000000000000000000000000000000000001' }),
    ).toString('base64url')
    await expect(verify(server, `${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(
      errors.JWSSignatureVerificationFailed,
    )
    await expect(verify(server, jwt)).resolves.toBeDefined()
    server.clock.advance(600_000)
    await expect(verify(server, jwt)).rejects.toBeInstanceOf(errors.JWTExpired)
  })

  it('never outlives its session', async () => {
    const expirationTime = new Date(server.clock.now() + 120_000).toISOString()
    const { cookie } = await signIn(server, { expirationTime })
    const { payload } = await verify(server, await token(server, cookie))
    expect(payload.exp).toBe(Math.floor(Date.parse(expirationTime) / 1000))
    server.clock.advance(120_000)
    const after = await tokenRequest(server, { cookie })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({
      error: 'Unauthorized',
      message: 'No live session for this project: sign in first',
    })
  })

  it('answers 401 and no token once the session is revoked (sign-out), or with no session', async () => {
    const { cookie } = await signIn(server)
    await token(server, cookie)
    const out = await server.app.inject({
      method: 'POST',
      url: '/v1/siwx/sign-out',
      headers: { origin: appOrigin },
      cookies: { portico_session: cookie },
    })
    expect(out.json()).toEqual({ revoked: true })
    const refused = await tokenRequest(server, { cookie })
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).not.toHaveProperty('token')
    expect((await tokenRequest(server, {})).statusCode).toBe(401)
    expect((await tokenRequest(server, { cookie: 'f'.repeat(64) })).statusCode).toBe(401)
  })

  it('refuses a foreign Origin, no Origin and an unknown project', async () => {
    const { cookie } = await signIn(server)
    const foreign = await tokenRequest(server, { cookie, origin: 'https://evil.test' })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toEqual({
      error: 'Forbidden',
      message: 'Origin https://evil.test is not allowed for this project',
    })
    expect((await tokenRequest(server, { cookie, origin: '' })).statusCode).toBe(403)
    const unknown = await tokenRequest(server, { cookie, project: 'nope' })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().message).toBe('Unknown projectId: nope')
  })
})

describe('sign-in tokens: limits, rotation, algorithms, key file', () => {
  it('is rate-limited per client address', async () => {
    const server = await startSiwxServer({ PORTICO_SIWX_TOKEN_RATE_LIMIT: '2' })
    try {
      const { cookie } = await signIn(server)
      expect((await tokenRequest(server, { cookie })).statusCode).toBe(200)
      expect((await tokenRequest(server, { cookie })).statusCode).toBe(200)
      const limited = await tokenRequest(server, { cookie })
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['retry-after']).toBe('30')
      expect(limited.json()).toEqual({
        error: 'Too Many Requests',
        message: 'Rate limit exceeded: retry in 30 seconds',
      })
    } finally {
      await server.close()
    }
  })

  it('rotates without downtime: the successor is published first, the old key stays until its last token expired', async () => {
    const server = await startSiwxServer({
      // A database of its own (also on CI's shared PostgreSQL): the test reads every key there.
      DATABASE_URL: 'memory://',
      PORTICO_PUBLIC_URL: issuer,
      PORTICO_SIWX_TOKEN_KEY_ROTATION_HOURS: '1',
    })
    try {
      const { cookie } = await signIn(server)
      const first = await token(server, cookie)
      const firstKid = decodeProtectedHeader(first).kid
      expect((await jwks(server)).keys.map((key) => key.kid)).toEqual([firstKid])
      // 58 minutes in: still the first key; its successor is already published.
      server.clock.advance(58 * 60_000)
      const late = await token(server, cookie)
      expect(decodeProtectedHeader(late).kid).toBe(firstKid)
      const published = (await jwks(server)).keys.map((key) => key.kid)
      expect(published).toHaveLength(2)
      const nextKid = published.find((kid) => kid !== firstKid)
      // Past the hour: the successor signs; the first key's last token still verifies.
      server.clock.advance(3 * 60_000)
      const next = await token(server, cookie)
      expect(decodeProtectedHeader(next).kid).toBe(nextKid)
      await expect(verify(server, late)).resolves.toBeDefined()
      await expect(verify(server, next)).resolves.toBeDefined()
      // 16 minutes after it stopped signing, the first key is gone from the JWKS.
      server.clock.advance(16 * 60_000)
      expect((await jwks(server)).keys.map((key) => key.kid)).toEqual([nextKid])
    } finally {
      await server.close()
    }
  })

  it('signs with EdDSA when configured', async () => {
    const server = await startSiwxServer({
      // A database of its own (also on CI's shared PostgreSQL): the test reads every key there.
      DATABASE_URL: 'memory://',
      PORTICO_PUBLIC_URL: issuer,
      PORTICO_SIWX_TOKEN_ALG: 'EdDSA',
    })
    try {
      const { cookie } = await signIn(server)
      const { protectedHeader } = await verify(server, await token(server, cookie))
      expect(protectedHeader.alg).toBe('EdDSA')
      expect((await jwks(server)).keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' })
    } finally {
      await server.close()
    }
  })

  it('signs with the first key of a configured file, and publishes only public parts', async () => {
    const keys = []
    for (const kid of ['file-2', 'file-1']) {
      const { privateKey } = await generateKeyPair('ES256', { extractable: true })
      keys.push({ ...(await exportJWK(privateKey)), kid, alg: 'ES256' })
    }
    const file = join(mkdtempSync(join(tmpdir(), 'portico-keys-')), 'keys.json')
    writeFileSync(file, JSON.stringify({ keys }))
    const server = await startSiwxServer({
      // A database of its own (also on CI's shared PostgreSQL): the test reads every key there.
      DATABASE_URL: 'memory://',
      PORTICO_PUBLIC_URL: issuer,
      PORTICO_SIWX_TOKEN_KEYS_FILE: file,
    })
    try {
      const { cookie } = await signIn(server)
      const { protectedHeader } = await verify(server, await token(server, cookie))
      expect(protectedHeader.kid).toBe('file-2')
      const published = (await jwks(server)).keys
      expect(published.map((key) => key.kid)).toEqual(['file-2', 'file-1'])
      for (const key of published) expect(key).not.toHaveProperty('d')
      expect(await server.db.select().from(siwxSigningKeys)).toEqual([])
    } finally {
      await server.close()
    }
  })
})
