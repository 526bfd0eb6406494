import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  InvalidRelayJwtError,
  RelayJwtAudienceError,
  RelayJwtExpiredError,
  RelayJwtSignatureError,
} from '../errors/jwt'
import { createRelayJwt } from './createRelayJwt'
import { getClientId } from './getClientId'
import { verifyRelayJwt } from './verifyRelayJwt'

const seed = crypto.getRandomValues(new Uint8Array(32))
const aud = 'wss://relay.portico.test'
const now = Date.UTC(2030, 0, 1)
const jwt = createRelayJwt({ seed, aud, ttlSeconds: 3600, now })

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const [header, payload, signature] = jwt.split('.') as [string, string, string]
const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())

describe('verifyRelayJwt', () => {
  it('returns the client id of a valid token', () => {
    const result = verifyRelayJwt(jwt, { aud, now: now + 3599_000 })
    expect(result.clientId).toBe(getClientId(seed))
    expect(result.payload.aud).toBe(aud)
  })

  it('refuses an expired token, exactly at exp (injected clock)', () => {
    expect(() => verifyRelayJwt(jwt, { aud, now: now + 3600_000 })).toThrow(RelayJwtExpiredError)
    expect(() => verifyRelayJwt(jwt, { aud, now: now + 3600_000 })).toThrow(
      'Relay auth token has expired',
    )
  })

  it("takes a one-day token (the official clients' lifetime) and refuses a longer one", () => {
    const day = createRelayJwt({ seed, aud, ttlSeconds: 86_400, now })
    expect(verifyRelayJwt(day, { aud, now }).clientId).toBe(getClientId(seed))
    const month = createRelayJwt({ seed, aud, ttlSeconds: 30 * 86_400, now })
    expect(() => verifyRelayJwt(month, { aud, now })).toThrow(
      'Invalid relay auth token: the token may live at most 86400 seconds (exp - iat)',
    )
    expect(verifyRelayJwt(month, { aud, now, maxLifetimeSeconds: 30 * 86_400 }).clientId).toBe(
      getClientId(seed),
    )
  })

  it('refuses a token issued in the future beyond 5 minutes of clock skew', () => {
    const soon = createRelayJwt({ seed, aud, ttlSeconds: 3600, now: now + 300_000 })
    expect(verifyRelayJwt(soon, { aud, now }).clientId).toBe(getClientId(seed))
    const later = createRelayJwt({ seed, aud, ttlSeconds: 3600, now: now + 301_000 })
    expect(() => verifyRelayJwt(later, { aud, now })).toThrow(
      'Invalid relay auth token: iat is in the future',
    )
  })

  it('refuses a token for another relay', () => {
    expect(() => verifyRelayJwt(jwt, { aud: 'wss://other.test', now })).toThrow(
      RelayJwtAudienceError,
    )
  })

  it('refuses a token whose claims or signature were changed', () => {
    const forged = `${header}.${b64({ ...claims, exp: claims.exp + 10_000 })}.${signature}`
    expect(() => verifyRelayJwt(forged, { aud, now })).toThrow(RelayJwtSignatureError)
    const otherSigner = createRelayJwt({
      seed: crypto.getRandomValues(new Uint8Array(32)),
      aud,
      ttlSeconds: 60,
      now,
    })
    const stolen = `${header}.${payload}.${otherSigner.split('.')[2]}`
    expect(() => verifyRelayJwt(stolen, { aud, now })).toThrow(
      'Relay auth token signature is invalid',
    )
    const otherIssuer = `${header}.${b64({ ...claims, iss: getClientId(crypto.getRandomValues(new Uint8Array(32))) })}.${signature}`
    expect(() => verifyRelayJwt(otherIssuer, { aud, now })).toThrow(RelayJwtSignatureError)
    expect(() =>
      verifyRelayJwt(`${header}.${payload}.${signature.slice(4)}`, { aud, now }),
    ).toThrow(RelayJwtSignatureError)
  })

  it('refuses malformed tokens with InvalidRelayJwtError', () => {
    const cases: [string, string][] = [
      ['', 'a JWT has three dot-separated parts'],
      ['a.b', 'a JWT has three dot-separated parts'],
      [`!!.${payload}.${signature}`, 'the header is not base64url JSON'],
      [
        `${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}`,
        'the header must be {"alg":"EdDSA","typ":"JWT"}',
      ],
      [`${b64([1])}.${payload}.${signature}`, 'the header must be a JSON object'],
      [`${header}.${b64({ ...claims, iss: 42 })}.${signature}`, 'iss must be a string'],
      [
        `${header}.${b64({ ...claims, exp: '1' })}.${signature}`,
        'exp must be a whole number of seconds',
      ],
      [
        `${header}.${b64({ ...claims, iss: 'did:web:relay.test' })}.${signature}`,
        'iss must be an Ed25519 did:key',
      ],
      [`${header}.${payload}.***`, 'the signature is not base64url'],
    ]
    for (const [token, problem] of cases) {
      let caught: unknown
      try {
        verifyRelayJwt(token, { aud, now })
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(InvalidRelayJwtError)
      expect((caught as InvalidRelayJwtError).shortMessage).toBe(
        `Invalid relay auth token: ${problem}`,
      )
    }
    expect(() => verifyRelayJwt(undefined as unknown as string, { aud })).toThrow(
      InvalidRelayJwtError,
    )
  })

  it('meets random input with its typed errors only (fuzz)', () => {
    const typed = [
      InvalidRelayJwtError,
      RelayJwtSignatureError,
      RelayJwtAudienceError,
      RelayJwtExpiredError,
    ]
    const arbitrary = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.base64String(), fc.base64String(), fc.base64String())
        .map((parts) => parts.join('.')),
      fc.string().map((tail) => `${header}.${payload}.${tail}`),
      fc.jsonValue().map((value) => `${header}.${b64(value)}.${signature}`),
    )
    fc.assert(
      fc.property(arbitrary, (input) => {
        try {
          verifyRelayJwt(input, { aud, now })
        } catch (error) {
          expect(typed.some((type) => error instanceof type)).toBe(true)
        }
      }),
    )
  })
})
