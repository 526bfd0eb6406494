import { HDKey } from 'micro-key-producer/slip10.js'
import { InvalidParameterError } from '../errors/parameter'

export type DeriveEd25519KeyParameters = {
  /** The binary seed (16 to 64 bytes): a BIP-39 seed, or a SLIP-0010 test vector's. */
  seed: Uint8Array
  /** A SLIP-0010 path of hardened indexes only, e.g. `m/44'/501'/0'/0'` (`m` is the master key). */
  path: string
}
/** An ed25519 key pair as raw bytes. */
export type Ed25519KeyPairBytes = {
  /** The 32-byte secret (the ed25519 seed, as SLIP-0010 and Solana's keypair files hold it). */
  secretKey: Uint8Array
  /** The 32-byte public key. */
  publicKey: Uint8Array
}
export type DeriveEd25519KeyReturnType = Ed25519KeyPairBytes

const hardenedPath = /^m(\/\d+')*$/

/**
 * SLIP-0010 ed25519 derivation (`micro-key-producer/slip10.js`, on `@noble/curves`): the key
 * pair at a hardened-only path of a seed. ed25519 has no public (non-hardened) derivation, so a
 * path with an unhardened index is refused rather than silently hardened.
 *
 * @example
 * deriveEd25519Key({ seed, path: "m/44'/501'/0'/0'" }) // { secretKey, publicKey }
 */
export function deriveEd25519Key({
  seed,
  path,
}: DeriveEd25519KeyParameters): DeriveEd25519KeyReturnType {
  if (!hardenedPath.test(path))
    throw new InvalidParameterError({
      reason: `A SLIP-0010 ed25519 path has hardened indexes only (m/44'/501'/0'/0'), got ${path}`,
    })
  let key: HDKey
  try {
    key = HDKey.fromMasterSeed(seed).derive(path)
  } catch (cause) {
    throw new InvalidParameterError({
      reason: `Cannot derive ${path}: ${(cause as Error).message}`,
      cause,
    })
  }
  return { secretKey: key.privateKey, publicKey: key.publicKeyRaw }
}
