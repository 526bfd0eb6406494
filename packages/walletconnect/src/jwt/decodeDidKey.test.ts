import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidDidKeyError } from '../errors/jwt'
import { decodeDidKey } from './decodeDidKey'
import { encodeDidKey } from './encodeDidKey'

describe('encodeDidKey / decodeDidKey', () => {
  it('round-trips any 32-byte key, always as did:key:z6Mk… (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        const did = encodeDidKey(key)
        expect(did.startsWith('did:key:z6Mk')).toBe(true)
        expect(decodeDidKey(did)).toEqual(key)
      }),
    )
  })

  it('refuses other methods, encodings, key types and lengths', () => {
    const secp = `did:key:z${base58.encode(Uint8Array.of(0xe7, 0x01, ...new Uint8Array(33)))}`
    const short = `did:key:z${base58.encode(Uint8Array.of(0xed, 0x01, ...new Uint8Array(31)))}`
    const cases: [string, string][] = [
      ['did:web:example.com', 'Invalid did:key: it must start with "did:key:"'],
      ['did:key:f00', 'Invalid did:key: only base58btc ("z") is supported'],
      ['did:key:z0OIl', 'Invalid did:key: not base58btc'],
      [secp, 'Invalid did:key: only Ed25519 keys (multicodec 0xed01) are supported'],
      [short, 'Invalid did:key: an Ed25519 public key is 32 bytes'],
    ]
    for (const [did, message] of cases) {
      expect(() => decodeDidKey(did)).toThrow(InvalidDidKeyError)
      expect(() => decodeDidKey(did)).toThrow(message)
    }
    expect(() => encodeDidKey(new Uint8Array(33))).toThrow(InvalidDidKeyError)
  })
})
