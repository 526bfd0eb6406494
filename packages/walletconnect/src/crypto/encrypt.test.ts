import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DecryptionFailedError, InvalidEnvelopeError, InvalidKeyError } from '../errors/crypto'
import { decrypt } from './decrypt'
import { deserializeEnvelope } from './deserializeEnvelope'
import { encrypt } from './encrypt'
import { generateKeyPair } from './generateKeyPair'
import { generateRandomBytes32 } from './generateRandomBytes32'

const hex = (length: number) => randomBytes(length).toString('hex')

describe('encrypt / decrypt', () => {
  it('round-trips any text, type 0 and type 1, base64 and base64url (property)', () => {
    const { publicKey } = generateKeyPair()
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 500 }),
        fc.constantFrom(0 as const, 1 as const),
        fc.constantFrom('base64' as const, 'base64url' as const),
        (message, type, encoding) => {
          const symKey = generateRandomBytes32()
          const senderPublicKey = type === 1 ? publicKey : undefined
          const encoded = encrypt({ type, symKey, message, senderPublicKey, encoding })
          expect(decrypt({ symKey, encoded, encoding })).toBe(message)
          expect(deserializeEnvelope({ encoded, encoding }).senderPublicKey).toBe(senderPublicKey)
        },
      ),
    )
  })

  it('lays out type byte, sender key, iv, then ciphertext and 16-byte tag', () => {
    const symKey = generateRandomBytes32()
    const { publicKey } = generateKeyPair()
    const iv = hex(12)
    const message = '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}'
    const type0 = Buffer.from(encrypt({ symKey, message, iv }), 'base64')
    expect(type0[0]).toBe(0)
    expect(type0.subarray(1, 13).toString('hex')).toBe(iv)
    expect(type0.length).toBe(1 + 12 + message.length + 16)
    const type1 = Buffer.from(
      encrypt({ type: 1, symKey, message, iv, senderPublicKey: publicKey }),
      'base64',
    )
    expect(type1[0]).toBe(1)
    expect(type1.subarray(1, 33).toString('hex')).toBe(publicKey)
    expect(type1.subarray(33, 45).toString('hex')).toBe(iv)
    expect(type1.subarray(45).equals(type0.subarray(13))).toBe(true)
  })

  it('uses a fresh iv each time unless one is given', () => {
    const symKey = generateRandomBytes32()
    expect(encrypt({ symKey, message: 'x' })).not.toBe(encrypt({ symKey, message: 'x' }))
    const iv = hex(12)
    expect(encrypt({ symKey, message: 'x', iv })).toBe(encrypt({ symKey, message: 'x', iv }))
  })

  it('fails to open with another key or altered bytes', () => {
    const symKey = generateRandomBytes32()
    const encoded = encrypt({ symKey, message: 'secret' })
    expect(() => decrypt({ symKey: generateRandomBytes32(), encoded })).toThrow(
      DecryptionFailedError,
    )
    const bytes = Buffer.from(encoded, 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    expect(() => decrypt({ symKey, encoded: bytes.toString('base64') })).toThrow(
      'Unable to decrypt message',
    )
  })

  it('refuses bad input with clear errors', () => {
    const symKey = generateRandomBytes32()
    expect(() => encrypt({ symKey: 'abc', message: 'x' })).toThrow(InvalidKeyError)
    expect(() => encrypt({ type: 1, symKey, message: 'x' })).toThrow(
      'Invalid envelope: type 1 needs the sender public key',
    )
    expect(() => encrypt({ symKey, message: 'x', senderPublicKey: hex(32) })).toThrow(
      'Invalid envelope: a sender public key is only carried by type 1',
    )
    expect(() => encrypt({ type: 2 as 0, symKey, message: 'x' })).toThrow(
      'Invalid envelope: unsupported type 2',
    )
    expect(() => encrypt({ symKey, message: 'x', iv: hex(8) })).toThrow(
      'Invalid envelope: the iv must be 12 bytes as 24 hex characters',
    )
    expect(() => encrypt({ type: 1, symKey, message: 'x', senderPublicKey: 'ff' })).toThrow(
      'Invalid senderPublicKey: expected 32 bytes as 64 hex characters',
    )
    expect(() => encrypt({ symKey, message: 42 as unknown as string })).toThrow(
      InvalidEnvelopeError,
    )
    expect(() => decrypt({ symKey: 'zz', encoded: encrypt({ symKey, message: 'x' }) })).toThrow(
      InvalidKeyError,
    )
  })
})
