import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DecryptionFailedError, InvalidEnvelopeError } from '../errors/crypto'
import { decrypt } from './decrypt'
import { deserializeEnvelope } from './deserializeEnvelope'
import { encodeEnvelope } from './encodeEnvelope'
import { generateKeyPair } from './generateKeyPair'

describe('deserializeEnvelope', () => {
  it('refuses empty, non-base64, unknown types and short envelopes', () => {
    expect(() => deserializeEnvelope({ encoded: '' })).toThrow('Invalid envelope: empty')
    expect(() => deserializeEnvelope({ encoded: '!!!!' })).toThrow('Invalid envelope: not base64')
    expect(() =>
      deserializeEnvelope({ encoded: Buffer.from([2, ...randomBytes(40)]).toString('base64') }),
    ).toThrow('Invalid envelope: unsupported type 2')
    expect(() =>
      deserializeEnvelope({ encoded: Buffer.from([0, ...randomBytes(27)]).toString('base64') }),
    ).toThrow('Invalid envelope: too short')
    expect(() =>
      deserializeEnvelope({ encoded: Buffer.from([1, ...randomBytes(59)]).toString('base64') }),
    ).toThrow('Invalid envelope: too short')
  })

  it('reads back what encodeEnvelope wrote', () => {
    const iv = randomBytes(12)
    const sealed = randomBytes(40)
    const { publicKey } = generateKeyPair()
    const encoded = encodeEnvelope({ type: 1, senderPublicKey: publicKey, iv, sealed })
    const envelope = deserializeEnvelope({ encoded })
    expect(envelope.type).toBe(1)
    expect(envelope.senderPublicKey).toBe(publicKey)
    expect(Buffer.from(envelope.iv).equals(iv)).toBe(true)
    expect(Buffer.from(envelope.sealed).equals(sealed)).toBe(true)
  })

  it('meets random input with InvalidEnvelopeError only, and decrypt adds only DecryptionFailedError (fuzz)', () => {
    const symKey = generateKeyPair().privateKey
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.uint8Array().map((b) => Buffer.from(b).toString('base64')),
        ),
        (encoded) => {
          try {
            deserializeEnvelope({ encoded })
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidEnvelopeError)
          }
          try {
            decrypt({ symKey, encoded })
          } catch (error) {
            expect(
              error instanceof InvalidEnvelopeError || error instanceof DecryptionFailedError,
            ).toBe(true)
          }
        },
      ),
    )
  })
})
