import { ed25519 } from '@noble/curves/ed25519.js'
import { type DidKey, encodeDidKey } from './encodeDidKey'
import { readSeed } from './readSeed'

export type GetClientIdReturnType = DidKey

/**
 * The relay client id of an Ed25519 seed: the `did:key` of its public key.
 *
 * @example
 * const clientId = getClientId(seed) // 'did:key:z6Mk…'
 */
export function getClientId(seed: Uint8Array | string): GetClientIdReturnType {
  return encodeDidKey(ed25519.getPublicKey(readSeed(seed)))
}
