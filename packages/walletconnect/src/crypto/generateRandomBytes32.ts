import { bytesToHex, randomBytes } from '@noble/hashes/utils.js'

/** What {@link generateRandomBytes32} returns: 32 random bytes as 64 lowercase hex characters. */
export type GenerateRandomBytes32ReturnType = string

/**
 * 32 bytes from the platform's secure random source, as hex. Used for pairing topics and
 * symmetric keys.
 *
 * @example
 * const symKey = generateRandomBytes32() // 'a3f1…' (64 hex characters)
 */
export function generateRandomBytes32(): GenerateRandomBytes32ReturnType {
  return bytesToHex(randomBytes(32))
}
