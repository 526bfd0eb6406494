import { bytesToHex } from '@noble/hashes/utils.js'
import { base64, base64urlnopad } from '@scure/base'
import { InvalidEnvelopeError } from '../errors/crypto'
import { type Envelope, type EnvelopeEncoding, ivLength, tagLength } from './encodeEnvelope'

export type DeserializeEnvelopeParameters = {
  /** The envelope text as published on a topic. */
  encoded: string
  encoding?: EnvelopeEncoding | undefined
}
export type DeserializeEnvelopeReturnType = Envelope

/**
 * Reads an envelope's parts without opening it: its type, the sender's public key (type 1), the
 * iv and the sealed bytes. A wallet reads the type-1 sender key to derive the symmetric key of a
 * session proposal's response.
 *
 * @example
 * const { type, senderPublicKey } = deserializeEnvelope({ encoded })
 * if (type === 1) symKey = deriveSymKey(self.privateKey, senderPublicKey)
 */
export function deserializeEnvelope(
  parameters: DeserializeEnvelopeParameters,
): DeserializeEnvelopeReturnType {
  const { encoded, encoding = 'base64' } = parameters
  if (typeof encoded !== 'string' || encoded.length === 0) {
    throw new InvalidEnvelopeError('empty')
  }
  let bytes: Uint8Array
  try {
    bytes = encoding === 'base64url' ? base64urlnopad.decode(encoded) : base64.decode(encoded)
  } catch (cause) {
    throw new InvalidEnvelopeError(`not ${encoding}`, String(cause))
  }
  const type = bytes[0]
  if (type !== 0 && type !== 1) throw new InvalidEnvelopeError(`unsupported type ${String(type)}`)
  const keyLength = type === 1 ? 32 : 0
  if (bytes.length < 1 + keyLength + ivLength + tagLength)
    throw new InvalidEnvelopeError('too short')
  const ivStart = 1 + keyLength
  const iv = bytes.slice(ivStart, ivStart + ivLength)
  const sealed = bytes.slice(ivStart + ivLength)
  if (type === 1) return { type, senderPublicKey: bytesToHex(bytes.slice(1, 33)), iv, sealed }
  return { type, iv, sealed }
}
