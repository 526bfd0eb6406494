import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/** The sha256 of a message's UTF-8 bytes, as 64 hex characters. */
export type HashMessageReturnType = string

/**
 * Hashes a published message (the base64 envelope text), e.g. to recognise a message delivered
 * twice.
 *
 * @example
 * hashMessage('hello') // '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'
 */
export function hashMessage(message: string): HashMessageReturnType {
  return bytesToHex(sha256(utf8ToBytes(message)))
}
