import { base58 } from '@scure/base'
import { InvalidDidKeyError } from '../errors/jwt'

/** A `did:key` of an Ed25519 key: `did:key:z6Mk…`. */
export type DidKey = `did:key:z${string}`
export type EncodeDidKeyReturnType = DidKey

/** The multicodec prefix of an Ed25519 public key (0xed, as the varint 0xed 0x01). */
export const ed25519Multicodec = Uint8Array.of(0xed, 0x01)

/**
 * Writes an Ed25519 public key as a `did:key`: multicodec `ed25519-pub` (0xed01) before the 32 key
 * bytes, in multibase base58btc (`z…`). A relay client's `did:key` is its client id.
 *
 * @example
 * encodeDidKey(ed25519.getPublicKey(seed)) // 'did:key:z6Mk…'
 */
export function encodeDidKey(publicKey: Uint8Array): EncodeDidKeyReturnType {
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32) {
    throw new InvalidDidKeyError('an Ed25519 public key is 32 bytes')
  }
  const bytes = new Uint8Array(34)
  bytes.set(ed25519Multicodec, 0)
  bytes.set(publicKey, 2)
  return `did:key:z${base58.encode(bytes)}`
}
