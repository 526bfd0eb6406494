import { x25519 } from '@noble/curves/ed25519.js'
import { bytesToHex } from '@noble/hashes/utils.js'

/** An X25519 key pair, both halves as 64 hex characters. */
export type GenerateKeyPairReturnType = { privateKey: string; publicKey: string }

/**
 * A fresh X25519 key pair for the Diffie-Hellman step of a session proposal.
 *
 * @example
 * const { privateKey, publicKey } = generateKeyPair()
 */
export function generateKeyPair(): GenerateKeyPairReturnType {
  const secret = x25519.utils.randomSecretKey()
  return { privateKey: bytesToHex(secret), publicKey: bytesToHex(x25519.getPublicKey(secret)) }
}
