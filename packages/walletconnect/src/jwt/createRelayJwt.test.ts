import { createPublicKey, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { InvalidKeyError } from '../errors/crypto'
import { InvalidRelayJwtError } from '../errors/jwt'
import { createRelayJwt } from './createRelayJwt'
import { decodeDidKey } from './decodeDidKey'
import { getClientId } from './getClientId'

const seed = crypto.getRandomValues(new Uint8Array(32))
const aud = 'wss://relay.portico.test'
const now = Date.UTC(2030, 0, 1, 12, 0, 0, 750)

const part = (jwt: string, index: number) =>
  JSON.parse(Buffer.from(jwt.split('.')[index] ?? '', 'base64url').toString('utf8'))

describe('createRelayJwt', () => {
  it('writes an EdDSA JWT with did:key issuer, aud, iat from the clock and exp = iat + ttl', () => {
    const jwt = createRelayJwt({ seed, aud, ttlSeconds: 86400, now, sub: 'subject' })
    expect(part(jwt, 0)).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    const iat = Math.floor(now / 1000)
    expect(part(jwt, 1)).toEqual({
      iss: getClientId(seed),
      sub: 'subject',
      aud,
      iat,
      exp: iat + 86400,
    })
    expect(getClientId(seed)).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/)
  })

  it('is signed over "header.payload" with the seed, as Node (OpenSSL) Ed25519 verifies', () => {
    const jwt = createRelayJwt({ seed, aud, ttlSeconds: 60, now })
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    const publicKey = createPublicKey({
      key: Buffer.concat([
        Buffer.from('302a300506032b6570032100', 'hex'),
        decodeDidKey(getClientId(seed)),
      ]),
      format: 'der',
      type: 'spki',
    })
    const data = Buffer.from(`${header}.${payload}`)
    expect(verify(null, data, publicKey, Buffer.from(signature, 'base64url'))).toBe(true)
  })

  it('gives a random 32-byte sub by default', () => {
    const a = part(createRelayJwt({ seed, aud, ttlSeconds: 60, now }), 1).sub
    const b = part(createRelayJwt({ seed, aud, ttlSeconds: 60, now }), 1).sub
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toBe(b)
  })

  it('accepts the seed as hex too', () => {
    const hex = Buffer.from(seed).toString('hex')
    expect(createRelayJwt({ seed: hex, aud, ttlSeconds: 60, now, sub: 's' })).toBe(
      createRelayJwt({ seed, aud, ttlSeconds: 60, now, sub: 's' }),
    )
  })

  it('refuses bad input', () => {
    expect(() => createRelayJwt({ seed: new Uint8Array(31), aud, ttlSeconds: 60 })).toThrow(
      InvalidKeyError,
    )
    expect(() => createRelayJwt({ seed, aud: '', ttlSeconds: 60 })).toThrow(
      'Invalid relay auth token: aud is required',
    )
    expect(() => createRelayJwt({ seed, aud, ttlSeconds: 0 })).toThrow(InvalidRelayJwtError)
    expect(() => createRelayJwt({ seed, aud, ttlSeconds: 1.5 })).toThrow(InvalidRelayJwtError)
    expect(() => createRelayJwt({ seed, aud, ttlSeconds: 60, now: Number.NaN })).toThrow(
      'Invalid relay auth token: now must be a time in milliseconds',
    )
  })
})
