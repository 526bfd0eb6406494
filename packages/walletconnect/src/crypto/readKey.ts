import { hexToBytes } from '@noble/hashes/utils.js'
import { InvalidKeyError } from '../errors/crypto'

const keyPattern = /^[0-9a-fA-F]{64}$/

/**
 * Reads a 32-byte key written as 64 hex characters (internal).
 *
 * @example
 * readKey('00'.repeat(32), 'symKey') // Uint8Array(32)
 */
export function readKey(hex: string, name: string): Uint8Array {
  if (typeof hex !== 'string' || !keyPattern.test(hex)) {
    const got = typeof hex === 'string' ? `${hex.length} characters` : typeof hex
    throw new InvalidKeyError(name, `got ${got}`)
  }
  return hexToBytes(hex)
}
