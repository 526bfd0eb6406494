import { formatSiwxMessage } from '@portico/core/siwx'
import { describe, expect, it } from 'vitest'
import { siweVectors, toSiwxData } from '../../../../packages/core/src/siwx/vectorData.test-helpers'
import { checkSiwxMessage } from './checkSiwxMessage'
import { verifySiwxSignature } from './verifySiwxSignature'

type Vector = (typeof siweVectors.verificationNegative)[string]

/**
 * The server's checks on a siwe verification vector, offline: the message rules at the vector's
 * time (or now), the project's origins = the message's domain and uri (or `domainBinding`), the
 * nonce the server issued (`matchNonce`, else the message's), then the signature (ecrecover).
 */
async function verifyVector(vector: Vector): Promise<string> {
  let message: string
  try {
    message = formatSiwxMessage(toSiwxData(vector))
  } catch (error) {
    return `refused: ${(error as Error).message.split('\n')[0]}`
  }
  const origins = vector.domainBinding
    ? [`https://${vector.domainBinding}`]
    : [`https://${vector.domain}`, new URL(vector.uri ?? '').origin]
  try {
    const data = checkSiwxMessage({
      message,
      allowedOrigins: new Set(origins),
      supportedChains: new Set(['eip155:1']),
      now: vector.time ? Date.parse(vector.time) : Date.now(),
    })
    if (vector.matchNonce !== undefined && vector.matchNonce !== data.nonce)
      return 'refused: nonce differs from the one issued'
  } catch (error) {
    return `refused: ${(error as Error).message.split('\n')[0]}`
  }
  const valid = await verifySiwxSignature({
    address: vector.address ?? '',
    message,
    signature: vector.signature,
  })
  return valid ? 'accepted' : 'refused: signature'
}

describe('siwe verification vectors', () => {
  for (const [name, vector] of Object.entries(siweVectors.verificationPositive)) {
    it(`accepts: ${name}`, async () => {
      expect(await verifyVector(vector)).toBe('accepted')
    })
  }

  it('refuses every negative vector, for the right reason', async () => {
    const results: Record<string, string> = {}
    for (const [name, vector] of Object.entries(siweVectors.verificationNegative))
      results[name] = await verifyVector(vector)
    expect(results).toEqual({
      'expired message': 'refused: Message expired at 2021-01-05T00:00:00Z',
      'domain binding': 'refused: Domain login.xyz is not an allowed origin of this project',
      'custom time': 'refused: Message expired at 2100-01-07T14:31:43.952Z',
      'custom nonce': 'refused: nonce differs from the one issued',
      'malformed signature': 'refused: signature',
      'wrong signature': 'refused: signature',
      'not yet valid': 'refused: Message not valid before 2100-01-07T14:31:43.952Z',
      'invalid issuedAt':
        'refused: Invalid sign-in message: issuedAt must be an RFC 3339 date-time, got "2022-02-31T17:09:38.578Z"',
      'invalid notBefore':
        'refused: Invalid sign-in message: notBefore must be an RFC 3339 date-time, got "2025-02-31T17:09:38.578Z"',
      'invalid expirationTime':
        'refused: Invalid sign-in message: expirationTime must be an RFC 3339 date-time, got "2100-02-31T14:31:43.952Z"',
    })
  })

  it('reads the EIP-1271 vectors (their signatures need mainnet: verified on the devnet instead)', () => {
    for (const { message } of Object.values(siweVectors.eip1271)) {
      const data = checkSiwxMessage({
        message,
        allowedOrigins: new Set(['http://localhost:4361']),
        supportedChains: new Set(['eip155:1']),
        now: Date.parse('2022-04-20T00:00:00Z'),
      })
      expect(formatSiwxMessage(data)).toBe(message)
    }
  })
})

describe('checkSiwxMessage', () => {
  const message = formatSiwxMessage({
    domain: 'localhost:3000',
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    uri: 'http://localhost:3000/app',
    version: '1',
    chainId: 'eip155:31337',
    nonce: 'abcdefgh12345678',
    issuedAt: '2026-01-01T00:00:00Z',
    expirationTime: '2026-01-01T01:00:00Z',
  })
  const check = (now: number, origins = ['http://localhost:3000']) =>
    checkSiwxMessage({
      message,
      allowedOrigins: new Set(origins),
      supportedChains: new Set(['eip155:31337']),
      now,
    })

  it('returns the data with its expiry; refuses at the expiry instant, not a ms before', () => {
    const expiry = Date.parse('2026-01-01T01:00:00Z')
    expect(check(expiry - 1)).toMatchObject({ nonce: 'abcdefgh12345678', expiresAtMs: expiry })
    expect(() => check(expiry)).toThrow('Message expired at 2026-01-01T01:00:00Z')
  })

  it('compares the domain with the host (port included) of the allowed origins', () => {
    expect(() => check(0, ['http://localhost:3001'])).toThrow(
      'Domain localhost:3000 is not an allowed origin of this project',
    )
  })

  it('refuses a uri whose origin has no origin at all (not a URL the browser could be on)', () => {
    const urn = message.replace('URI: http://localhost:3000/app', 'URI: urn:portico:1')
    expect(() =>
      checkSiwxMessage({
        message: urn,
        allowedOrigins: new Set(['http://localhost:3000']),
        supportedChains: new Set(['eip155:31337']),
        now: 0,
      }),
    ).toThrow('URI urn:portico:1 is not on an allowed origin of this project')
  })

  it('reads second-60 times (review L2): "Not Before" is enforced and the expiry is a finite number', () => {
    const at = (times: string) => message.replace('Expiration Time: 2026-01-01T01:00:00Z', times)
    const notBefore = at('Expiration Time: 2026-01-01T01:00:00Z\nNot Before: 2026-01-01T00:30:60Z')
    const run = (text: string, now: number) =>
      checkSiwxMessage({
        message: text,
        allowedOrigins: new Set(['http://localhost:3000']),
        supportedChains: new Set(['eip155:31337']),
        now,
      })
    const opensAt = Date.parse('2026-01-01T00:31:00Z')
    expect(() => run(notBefore, opensAt - 1)).toThrow(
      'Message not valid before 2026-01-01T00:30:60Z',
    )
    expect(run(notBefore, opensAt).nonce).toBe('abcdefgh12345678')
    const expiry = run(at('Expiration Time: 2026-01-01T00:59:60Z'), 0).expiresAtMs
    expect(expiry).toBe(Date.parse('2026-01-01T01:00:00Z'))
    expect(() => run(at('Expiration Time: 2026-01-01T00:59:60Z'), expiry ?? 0)).toThrow(
      'Message expired at 2026-01-01T00:59:60Z',
    )
  })
})
