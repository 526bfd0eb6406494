// Interop proof against the official relay auth of the 2.21.8 clients: @walletconnect/relay-auth@1.1.0
// (MIT; the version @walletconnect/utils@2.21.8 depends on). Test-only dependency.
import * as official from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { RelayJwtSignatureError } from '../errors/jwt'
import { createRelayJwt } from './createRelayJwt'
import { decodeDidKey } from './decodeDidKey'
import { getClientId } from './getClientId'
import { verifyRelayJwt } from './verifyRelayJwt'

const aud = 'wss://relay.portico.test'

describe('relay auth interop with @walletconnect/relay-auth@1.1.0', () => {
  it('gives the same client id (did:key) for the same seed', () => {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const keyPair = official.generateKeyPair(seed)
    expect(getClientId(seed)).toBe(official.encodeIss(keyPair.publicKey))
    expect(decodeDidKey(getClientId(seed))).toEqual(official.decodeIss(getClientId(seed)))
  })

  it('writes the very same token for the same seed, sub, aud, ttl and time', async () => {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const iat = Math.floor(Date.now() / 1000)
    const theirs = await official.signJWT('sub-1', aud, 86400, official.generateKeyPair(seed), iat)
    expect(createRelayJwt({ seed, aud, ttlSeconds: 86400, now: iat * 1000, sub: 'sub-1' })).toBe(
      theirs,
    )
  })

  it('their token verifies with ours; a tampered one does not', async () => {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const keyPair = official.generateKeyPair(seed)
    const jwt = await official.signJWT('abc', aud, 86400, keyPair)
    expect(verifyRelayJwt(jwt, { aud }).clientId).toBe(official.encodeIss(keyPair.publicKey))
    const [h, p, s] = jwt.split('.')
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p ?? '', 'base64url').toString()), sub: 'xyz' }),
    ).toString('base64url')
    expect(() => verifyRelayJwt(`${h}.${otherPayload}.${s}`, { aud })).toThrow(
      RelayJwtSignatureError,
    )
  })

  it('our token verifies with theirs and decodes to the same claims', async () => {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const jwt = createRelayJwt({ seed, aud, ttlSeconds: 3600 })
    await expect(official.verifyJWT(jwt)).resolves.toBe(true)
    const decoded = official.decodeJWT(jwt)
    expect(decoded.header).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    expect(decoded.payload.iss).toBe(getClientId(seed))
    expect(decoded.payload.aud).toBe(aud)
    expect(decoded.payload.exp - decoded.payload.iat).toBe(3600)
  })
})
