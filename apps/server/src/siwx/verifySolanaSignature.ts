import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { decodeSolanaSignature } from './decodeSolanaSignature'

export type VerifySolanaSignatureParameters = {
  /** The signing account: a base58 Solana address (its ed25519 public key). */
  address: string
  /** The exact text that was signed: its UTF-8 bytes are the signed message (no prefix). */
  message: string
  /** 64 bytes, base58 or padded base64 ({@link decodeSolanaSignature}). */
  signature: string
}

/**
 * Whether `signature` is `address`'s ed25519 signature of the UTF-8 bytes of `message`, as a
 * Wallet Standard wallet's `solana:signMessage` (and `@solana/kit`'s `signBytes`) makes it:
 * no prefix, no hashing. Verified with @noble/curves in strict RFC 8032 mode (`zip215: false`:
 * non-canonical encodings are refused, so one message has one valid signature per key).
 * Never throws: a malformed address or signature is `false`.
 *
 * @example
 * verifySolanaSignature({ address: 'oeYf6KAJ…', message, signature: base58Signature }) // true
 */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: VerifySolanaSignatureParameters): boolean {
  const bytes = decodeSolanaSignature(signature)
  if (bytes === undefined) return false
  let publicKey: Uint8Array
  try {
    publicKey = base58.decode(address)
  } catch {
    return false
  }
  if (publicKey.length !== 32) return false
  try {
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey, { zip215: false })
  } catch {
    return false
  }
}
