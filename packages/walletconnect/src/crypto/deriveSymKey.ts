import { x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { InvalidKeyError } from '../errors/crypto'
import { readKey } from './readKey'

/** The session's symmetric key, as 64 hex characters. */
export type DeriveSymKeyReturnType = string

/**
 * Derives the symmetric key both peers share: the X25519 shared secret of our private key and the
 * peer's public key, expanded with HKDF-SHA256 (no salt, no info) to 32 bytes.
 *
 * @example
 * const symKey = deriveSymKey(self.privateKey, peerPublicKey)
 * const sessionTopic = hashKey(symKey)
 */
export function deriveSymKey(privateKey: string, peerPublicKey: string): DeriveSymKeyReturnType {
  const secret = readKey(privateKey, 'privateKey')
  const peer = readKey(peerPublicKey, 'publicKey')
  let shared: Uint8Array
  try {
    shared = x25519.getSharedSecret(secret, peer)
  } catch (cause) {
    throw new InvalidKeyError('publicKey', `not a usable X25519 public key: ${String(cause)}`)
  }
  return bytesToHex(hkdf(sha256, shared, undefined, undefined, 32))
}
