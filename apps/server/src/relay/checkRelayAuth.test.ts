import { createRelayJwt, generateRandomBytes32, getClientId } from '@portico/walletconnect'
import { describe, expect, it } from 'vitest'
import { checkRelayAuth } from './checkRelayAuth'

const projects = new Set(['portico-local'])
const host = '127.0.0.1:3000'
const now = 1_750_000_000_000

function check(auth: string | undefined, projectId: string | undefined = 'portico-local') {
  return checkRelayAuth({ auth, projectId, host, projects, now })
}

describe('checkRelayAuth', () => {
  it('returns the issuer as client id for a token made for this relay', () => {
    const seed = generateRandomBytes32()
    const auth = createRelayJwt({ seed, aud: 'ws://127.0.0.1:3000/relay', ttlSeconds: 60, now })
    expect(check(auth)).toEqual({ clientId: getClientId(seed), expiresAt: now + 60_000 })
  })

  it('refuses a token living longer than a day (a replayable 30-day token)', () => {
    const seed = generateRandomBytes32()
    const aud = `ws://${host}/relay`
    expect(() => check(createRelayJwt({ seed, aud, ttlSeconds: 30 * 86_400, now }))).toThrow(
      expect.objectContaining({
        status: 401,
        shortMessage:
          'Invalid relay auth token: the token may live at most 86400 seconds (exp - iat)',
      }),
    )
    expect(check(createRelayJwt({ seed, aud, ttlSeconds: 86_400, now })).clientId).toBe(
      getClientId(seed),
    )
  })

  it('with a configured public URL, trusts its host and not the Host header', () => {
    const seed = generateRandomBytes32()
    const publicUrl = 'wss://relay.example.org/relay'
    const withUrl = (aud: string, requestHost: string) =>
      checkRelayAuth({
        auth: createRelayJwt({ seed, aud, ttlSeconds: 60, now }),
        projectId: 'portico-local',
        host: requestHost,
        publicUrl,
        projects,
        now,
      })
    expect(withUrl(publicUrl, 'relay.example.org').clientId).toBe(getClientId(seed))
    expect(withUrl(publicUrl, 'internal:3000').clientId).toBe(getClientId(seed))
    // a token for the host the attacker chose is no longer enough
    expect(() => withUrl('ws://evil.test/relay', 'evil.test')).toThrow(
      expect.objectContaining({ shortMessage: 'Relay auth token is for another relay' }),
    )
  })

  it.each([
    [undefined, 'portico-local', 'Missing relay auth token (query parameter auth)'],
    ['x.y.z', '', 'Missing projectId'],
    ['x.y.z', 'other', 'Unknown projectId: other'],
    ['x.y.z', 'portico-local', 'Invalid relay auth token: the header is not base64url JSON'],
  ])('refuses auth=%s projectId=%s: %s', (auth, projectId, message) => {
    expect(() => check(auth, projectId)).toThrow(
      expect.objectContaining({ status: 401, shortMessage: message }),
    )
  })

  it('refuses a token for another relay, an expired one and a forged one', () => {
    const seed = generateRandomBytes32()
    const other = createRelayJwt({ seed, aud: 'wss://relay.example.org', ttlSeconds: 60, now })
    expect(() => check(other)).toThrow(
      expect.objectContaining({ shortMessage: 'Relay auth token is for another relay' }),
    )
    const old = createRelayJwt({
      seed,
      aud: `ws://${host}/relay`,
      ttlSeconds: 60,
      now: now - 61_000,
    })
    expect(() => check(old)).toThrow(
      expect.objectContaining({ shortMessage: 'Relay auth token has expired' }),
    )
    const [header, payload] = createRelayJwt({
      seed,
      aud: `ws://${host}/relay`,
      ttlSeconds: 60,
      now,
    }).split('.')
    const signature = createRelayJwt({
      seed: generateRandomBytes32(),
      aud: `ws://${host}/relay`,
      ttlSeconds: 60,
      now,
    }).split('.')[2]
    expect(() => check(`${header}.${payload}.${signature}`)).toThrow(
      expect.objectContaining({ shortMessage: 'Relay auth token signature is invalid' }),
    )
  })
})
