import { tagSchnorr } from '@scure/btc-signer/utils.js'

/** The BIP-340 tag of BIP-322 message hashes. */
export const bip322MessageTag = 'BIP0322-signed-message'

/**
 * The BIP-322 message hash: the BIP-340 tagged hash `sha256(sha256(tag) ‖ sha256(tag) ‖ m)` with
 * tag `BIP0322-signed-message`, where `m` is the message as is (a string is UTF-8 encoded; no
 * length prefix, no terminator).
 *
 * @example
 * bip322MessageHash('Hello World') // f0eb03b1…0a7a (32 bytes)
 */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  return tagSchnorr(bip322MessageTag, bytes)
}
