import { createServer, type Server } from 'node:http'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PorticoJwksUnavailableError,
  PorticoTokenAlgorithmError,
  PorticoTokenAudienceError,
  PorticoTokenExpiredError,
  PorticoTokenIssuerError,
  PorticoTokenMalformedError,
  PorticoTokenSignatureError,
} from './errors'
import {
  address,
  audience,
  createKey,
  issuer,
  now,
  seconds,
  signToken,
} from './tokenTestKit.test-helpers'
import { verifyPorticoToken } from './verifyPorticoToken'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('verifyPorticoToken', () => {
  let key: Awaited<ReturnType<typeof createKey>>
  let options: Parameters<typeof verifyPorticoToken>[1]
  beforeAll(async () => {
    key = await createKey()
    options = { issuer, audience, jwks: key.jwks, currentDate: now }
  })

  it('gives the account, chain, address, session and expiry of a valid token', async () => {
    expect(await verifyPorticoToken(await signToken(key), options)).toEqual({
      account: `eip155:1:${address}`,
      namespace: 'eip155',
      chainId: 'eip155:1',
      address,
      sessionId: 'session-1',
      expiresAt: new Date((seconds + 600) * 1000),
    })
    const solana =
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
    const eddsa = await createKey('e1', 'EdDSA')
    const result = await verifyPorticoToken(await signToken(eddsa, { sub: solana }), {
      ...options,
      jwks: eddsa.jwks,
    })
    expect(result).toMatchObject({
      namespace: 'solana',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    })
  })

  it('refuses a forged token: another key under the same kid, an unknown kid, an altered claim', async () => {
    const forger = await createKey('k1')
    const forged = verifyPorticoToken(await signToken(forger), options)
    await expect(forged).rejects.toBeInstanceOf(PorticoTokenSignatureError)
    await expect(forged).rejects.toThrow("The Portico token's signature is not valid")
    const unknown = await signToken(await createKey('other'))
    await expect(verifyPorticoToken(unknown, options)).rejects.toBeInstanceOf(
      PorticoTokenSignatureError,
    )
    const [header, , signature] = (await signToken(key)).split('.')
    const altered = b64({
      iss: issuer,
      aud: audience,
      sub: 'eip155:1:0x0000000000000000000000000000000000000001',
      sid: 's',
      iat: seconds,
      exp: seconds + 600,
    })
    await expect(
      verifyPorticoToken(`${header}.${altered}.${signature}`, options),
    ).rejects.toBeInstanceOf(PorticoTokenSignatureError)
  })

  it('refuses an expired token, and one issued more than 15 minutes ago', async () => {
    const expired = await signToken(key, { iat: seconds - 700, exp: seconds - 100 })
    await expect(verifyPorticoToken(expired, options)).rejects.toBeInstanceOf(
      PorticoTokenExpiredError,
    )
    await expect(verifyPorticoToken(expired, options)).rejects.toThrow(
      'The Portico token has expired',
    )
    const old = await signToken(key, { iat: seconds - 16 * 60, exp: seconds + 3600 })
    await expect(verifyPorticoToken(old, options)).rejects.toBeInstanceOf(PorticoTokenExpiredError)
  })

  it('refuses a token for another project or from another server', async () => {
    const other = await signToken(key, { aud: 'other-project' })
    await expect(verifyPorticoToken(other, options)).rejects.toBeInstanceOf(
      PorticoTokenAudienceError,
    )
    await expect(verifyPorticoToken(other, options)).rejects.toThrow(
      'The Portico token was issued for another project',
    )
    const foreign = await signToken(key, { iss: 'https://evil.test' })
    await expect(verifyPorticoToken(foreign, options)).rejects.toBeInstanceOf(
      PorticoTokenIssuerError,
    )
  })

  it('refuses alg none, and HMAC keyed with the public key (algorithm confusion)', async () => {
    const claims = {
      iss: issuer,
      aud: audience,
      sub: `eip155:1:${address}`,
      sid: 's',
      iat: seconds,
      exp: seconds + 600,
    }
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`
    await expect(verifyPorticoToken(none, options)).rejects.toBeInstanceOf(
      PorticoTokenAlgorithmError,
    )
    await expect(verifyPorticoToken(none, options)).rejects.toThrow(
      "The Portico token's algorithm is not allowed: none",
    )
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1', typ: 'JWT' })
      .sign(new TextEncoder().encode(JSON.stringify(key.jwk)))
    await expect(verifyPorticoToken(hmac, options)).rejects.toBeInstanceOf(
      PorticoTokenAlgorithmError,
    )
  })

  it('refuses what is not a Portico token: not a JWT, no sid, a subject that is not CAIP-10', async () => {
    await expect(verifyPorticoToken('not-a-token', options)).rejects.toBeInstanceOf(
      PorticoTokenMalformedError,
    )
    await expect(
      verifyPorticoToken(await signToken(key, { sid: undefined }), options),
    ).rejects.toThrow('The Portico token is malformed: the sid claim is not valid')
    await expect(
      verifyPorticoToken(await signToken(key, { sub: address }), options),
    ).rejects.toThrow('The Portico token is malformed: sub is not a CAIP-10 account')
    await expect(
      verifyPorticoToken(await signToken(key, {}, { typ: 'at+jwt' }), options),
    ).rejects.toBeInstanceOf(PorticoTokenMalformedError)
  })
})

describe('verifyPorticoToken with the JWKS of a server', () => {
  let server: Server
  let base: string
  let key: Awaited<ReturnType<typeof createKey>>
  beforeAll(async () => {
    key = await createKey()
    server = createServer((request, response) => {
      if (request.url !== '/.well-known/jwks.json') return void response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(key.jwks))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('fetches the keys from {issuer}/.well-known/jwks.json', async () => {
    const token = await signToken(key, { iss: base })
    const result = await verifyPorticoToken(token, { issuer: base, audience, currentDate: now })
    expect(result.account).toBe(`eip155:1:${address}`)
  })

  it('says the keys are unavailable (503) when the JWKS cannot be fetched', async () => {
    const token = await signToken(key, { iss: base })
    const refused = verifyPorticoToken(token, {
      issuer: base,
      audience,
      jwksUrl: `${base}/missing.json`,
      currentDate: now,
    })
    await expect(refused).rejects.toBeInstanceOf(PorticoJwksUnavailableError)
    await expect(refused).rejects.toMatchObject({ status: 503 })
  })
})
