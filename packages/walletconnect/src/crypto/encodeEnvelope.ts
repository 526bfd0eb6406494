import { base64, base64urlnopad } from '@scure/base'
import { InvalidEnvelopeError } from '../errors/crypto'
import { readKey } from './readKey'

/** How an envelope is written as text: standard base64 (relay) or unpadded base64url (links). */
export type EnvelopeEncoding = 'base64' | 'base64url'

/** The parts of an envelope. Type 0 is sealed with a known symmetric key; type 1 also carries the
 * sender's X25519 public key so the receiver can derive that key first. */
export type Envelope =
  | { type: 0; iv: Uint8Array; sealed: Uint8Array; senderPublicKey?: undefined }
  | { type: 1; iv: Uint8Array; sealed: Uint8Array; senderPublicKey: string }

export type EncodeEnvelopeParameters = Envelope & { encoding?: EnvelopeEncoding | undefined }
export type EncodeEnvelopeReturnType = string

/** Bytes of the IV (ChaCha20-Poly1305 nonce). */
export const ivLength = 12
/** Bytes of the Poly1305 tag at the end of `sealed`. */
export const tagLength = 16

/**
 * Writes an envelope: `type byte || (type 1: sender public key, 32 bytes) || iv (12 bytes) ||
 * sealed`, as base64.
 *
 * @example
 * const text = encodeEnvelope({ type: 0, iv, sealed }) // 'AAECAwQF…'
 */
export function encodeEnvelope(parameters: EncodeEnvelopeParameters): EncodeEnvelopeReturnType {
  const { type, iv, sealed, senderPublicKey, encoding = 'base64' } = parameters
  if (type !== 0 && type !== 1) throw new InvalidEnvelopeError(`unsupported type ${String(type)}`)
  if (!(iv instanceof Uint8Array) || iv.length !== ivLength) {
    throw new InvalidEnvelopeError(`the iv must be ${ivLength} bytes`)
  }
  if (!(sealed instanceof Uint8Array) || sealed.length < tagLength) {
    throw new InvalidEnvelopeError(`the sealed part must be at least ${tagLength} bytes`)
  }
  const parts: Uint8Array[] = [Uint8Array.of(type)]
  if (type === 1) parts.push(readKey(senderPublicKey, 'senderPublicKey'))
  else if (senderPublicKey !== undefined) {
    throw new InvalidEnvelopeError('a sender public key is only carried by type 1')
  }
  parts.push(iv, sealed)
  const bytes = concat(parts)
  return encoding === 'base64url' ? base64urlnopad.encode(bytes) : base64.encode(bytes)
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
