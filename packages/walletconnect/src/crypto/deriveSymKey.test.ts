import { createPrivateKey, createPublicKey, diffieHellman, hkdfSync } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidKeyError } from '../errors/crypto'
import { deriveSymKey } from './deriveSymKey'
import { generateKeyPair } from './generateKeyPair'

// Node's own X25519, HKDF and SHA-256 (OpenSSL) serve as an independent reference.
const pkcs8Prefix = Buffer.from('302e020100300506032b656e04220420', 'hex')
const spkiPrefix = Buffer.from('302a300506032b656e032100', 'hex')
function nodeSymKey(privateKey: string, publicKey: string): string {
  const shared = diffieHellman({
    privateKey: createPrivateKey({
      key: Buffer.concat([pkcs8Prefix, Buffer.from(privateKey, 'hex')]),
      format: 'der',
      type: 'pkcs8',
    }),
    publicKey: createPublicKey({
      key: Buffer.concat([spkiPrefix, Buffer.from(publicKey, 'hex')]),
      format: 'der',
      type: 'spki',
    }),
  })
  return Buffer.from(hkdfSync('sha256', shared, Buffer.alloc(0), Buffer.alloc(0), 32)).toString(
    'hex',
  )
}

describe('generateKeyPair and deriveSymKey', () => {
  it('both peers derive the same key, equal to the reference X25519 + HKDF-SHA256', () => {
    const a = generateKeyPair()
    const b = generateKeyPair()
    expect(a.privateKey).toMatch(/^[0-9a-f]{64}$/)
    expect(a.publicKey).toMatch(/^[0-9a-f]{64}$/)
    const symKey = deriveSymKey(a.privateKey, b.publicKey)
    expect(deriveSymKey(b.privateKey, a.publicKey)).toBe(symKey)
    expect(symKey).toBe(nodeSymKey(a.privateKey, b.publicKey))
  })

  it('matches the reference for random keys (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (secret) => {
        const peer = generateKeyPair()
        const privateKey = Buffer.from(secret).toString('hex')
        expect(deriveSymKey(privateKey, peer.publicKey)).toBe(
          nodeSymKey(privateKey, peer.publicKey),
        )
      }),
      { numRuns: 30 },
    )
  })

  it('uses RFC 7748 X25519 (section 6.1 key pair)', () => {
    // RFC 7748 §6.1: Alice's private key and Bob's public key give the shared secret K below.
    const alicePrivate = '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a'
    const bobPublic = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f'
    const shared = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742'
    const expected = Buffer.from(
      hkdfSync('sha256', Buffer.from(shared, 'hex'), Buffer.alloc(0), Buffer.alloc(0), 32),
    ).toString('hex')
    expect(deriveSymKey(alicePrivate, bobPublic)).toBe(expected)
  })

  it('refuses keys that are not 32 bytes of hex', () => {
    const { privateKey, publicKey } = generateKeyPair()
    expect(() => deriveSymKey(privateKey.slice(2), publicKey)).toThrow(InvalidKeyError)
    expect(() => deriveSymKey(privateKey, `0x${publicKey.slice(2)}`)).toThrow(
      'Invalid publicKey: expected 32 bytes as 64 hex characters',
    )
    // the all-zero point gives an all-zero shared secret, which X25519 refuses
    expect(() => deriveSymKey(privateKey, '00'.repeat(32))).toThrow(InvalidKeyError)
  })
})
