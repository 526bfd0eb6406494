import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { InvalidEnvelopeError } from '../errors/crypto'
import { type Envelope, type EnvelopeEncoding, encodeEnvelope, ivLength } from './encodeEnvelope'
import { readKey } from './readKey'

export type EncryptParameters = {
  /** 0: sealed with a key both sides know; 1: also carries `senderPublicKey` (session proposal
   * response). Default 0. */
  type?: 0 | 1 | undefined
  /** The symmetric key, 64 hex characters. */
  symKey: string
  /** The plain text, usually a JSON-RPC payload. */
  message: string
  /** Our X25519 public key, 64 hex characters; required for type 1. */
  senderPublicKey?: string | undefined
  /** The 12-byte nonce as 24 hex characters; random when left out (leave it out outside tests). */
  iv?: string | undefined
  encoding?: EnvelopeEncoding | undefined
}
export type EncryptReturnType = string

const ivPattern = /^[0-9a-fA-F]{24}$/

/**
 * Seals a message with ChaCha20-Poly1305 under `symKey` and writes the envelope as base64.
 *
 * @example
 * const encoded = encrypt({ symKey, message: JSON.stringify(request) })
 * relay.publish(topic, encoded, { ttl: 300, tag: 1108 })
 */
export function encrypt(parameters: EncryptParameters): EncryptReturnType {
  const { type = 0, symKey, message, senderPublicKey, iv, encoding } = parameters
  if (typeof message !== 'string') throw new InvalidEnvelopeError('the message must be a string')
  if (type === 1 && senderPublicKey === undefined) {
    throw new InvalidEnvelopeError('type 1 needs the sender public key')
  }
  if (type === 0 && senderPublicKey !== undefined) {
    throw new InvalidEnvelopeError('a sender public key is only carried by type 1')
  }
  if (type !== 0 && type !== 1) throw new InvalidEnvelopeError(`unsupported type ${String(type)}`)
  if (iv !== undefined && !ivPattern.test(iv)) {
    throw new InvalidEnvelopeError(
      `the iv must be ${ivLength} bytes as ${ivLength * 2} hex characters`,
    )
  }
  const key = readKey(symKey, 'symKey')
  const nonce = iv === undefined ? randomBytes(ivLength) : hexToBytes(iv)
  const sealed = chacha20poly1305(key, nonce).encrypt(utf8ToBytes(message))
  const envelope: Envelope =
    type === 1
      ? { type, senderPublicKey: senderPublicKey as string, iv: nonce, sealed }
      : { type: 0, iv: nonce, sealed }
  return encodeEnvelope({ ...envelope, encoding })
}
