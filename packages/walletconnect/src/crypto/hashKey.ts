import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { readKey } from './readKey'

/** A topic: the sha256 of a key, as 64 hex characters. */
export type HashKeyReturnType = string

/**
 * The topic that belongs to a key: sha256 of the key's 32 bytes, as hex. A session topic is the
 * hash of its symmetric key; a wallet's response topic is the hash of the proposer's public key.
 *
 * @example
 * const topic = hashKey(symKey)
 */
export function hashKey(key: string): HashKeyReturnType {
  return bytesToHex(sha256(readKey(key, 'key')))
}
