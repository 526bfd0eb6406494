import { hexToBytes } from '@noble/hashes/utils.js'
import { InvalidKeyError } from '../errors/crypto'

/**
 * Reads an Ed25519 seed: 32 bytes, or 64 hex characters (internal).
 *
 * @example
 * readSeed(randomBytes(32)) // Uint8Array(32)
 */
export function readSeed(seed: Uint8Array | string): Uint8Array {
  if (seed instanceof Uint8Array && seed.length === 32) return seed
  if (typeof seed === 'string' && /^[0-9a-fA-F]{64}$/.test(seed)) return hexToBytes(seed)
  throw new InvalidKeyError('seed', 'an Ed25519 seed is 32 bytes')
}
