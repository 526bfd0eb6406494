import { base58 } from '@scure/base'
import { InvalidDidKeyError } from '../errors/jwt'
import { ed25519Multicodec } from './encodeDidKey'

/** The 32 bytes of the Ed25519 public key. */
export type DecodeDidKeyReturnType = Uint8Array

/**
 * Reads the Ed25519 public key out of a `did:key:z6Mk…`.
 *
 * @example
 * const publicKey = decodeDidKey(payload.iss)
 */
export function decodeDidKey(did: string): DecodeDidKeyReturnType {
  if (typeof did !== 'string' || !did.startsWith('did:key:')) {
    throw new InvalidDidKeyError('it must start with "did:key:"')
  }
  const multibase = did.slice('did:key:'.length)
  if (!multibase.startsWith('z')) throw new InvalidDidKeyError('only base58btc ("z") is supported')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(multibase.slice(1))
  } catch {
    throw new InvalidDidKeyError('not base58btc')
  }
  if (bytes[0] !== ed25519Multicodec[0] || bytes[1] !== ed25519Multicodec[1]) {
    throw new InvalidDidKeyError('only Ed25519 keys (multicodec 0xed01) are supported')
  }
  if (bytes.length !== 34) throw new InvalidDidKeyError('an Ed25519 public key is 32 bytes')
  return bytes.slice(2)
}
