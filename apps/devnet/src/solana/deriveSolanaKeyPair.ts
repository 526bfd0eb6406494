import { createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto'

/** An ed25519 key pair as raw bytes: the 32-byte secret (seed) and the 32-byte public key. */
export type Ed25519KeyBytes = { secretKey: Uint8Array; publicKey: Uint8Array }

const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * The ed25519 public key of a 32-byte secret, with Node's native crypto.
 *
 * @example
 * const publicKey = ed25519PublicKey(new Uint8Array(32))
 */
export function ed25519PublicKey(secretKey: Uint8Array): Uint8Array {
  if (secretKey.length !== 32) throw new RangeError('An ed25519 secret key has 32 bytes.')
  const key = createPrivateKey({
    key: Buffer.concat([pkcs8Prefix, secretKey]),
    format: 'der',
    type: 'pkcs8',
  })
  const jwk = createPublicKey(key).export({ format: 'jwk' })
  return new Uint8Array(Buffer.from(jwk.x as string, 'base64url'))
}

/**
 * SLIP-0010 ed25519 derivation from a binary seed along a path of hardened indexes only
 * (ed25519 has no public derivation), e.g. `[44, 501, 0, 0]` for `m/44'/501'/0'/0'`.
 *
 * @example
 * const { secretKey } = slip10Ed25519(seed, [44, 501, 0, 0])
 */
export function slip10Ed25519(seed: Uint8Array, path: readonly number[]): Ed25519KeyBytes {
  let digest = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    if (!Number.isInteger(index) || index < 0 || index >= 0x80000000)
      throw new RangeError(`Path index must be an integer 0…2^31-1, got ${index}.`)
    const data = Buffer.alloc(37)
    digest.copy(data, 1, 0, 32)
    data.writeUInt32BE((index + 0x80000000) >>> 0, 33)
    digest = createHmac('sha512', digest.subarray(32)).update(data).digest()
  }
  const secretKey = new Uint8Array(digest.subarray(0, 32))
  return { secretKey, publicKey: ed25519PublicKey(secretKey) }
}

/**
 * The BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, empty passphrase).
 *
 * @example
 * const seed = mnemonicToSeed('test test test test test test test test test test test junk')
 */
export function mnemonicToSeed(mnemonic: string): Uint8Array {
  return new Uint8Array(pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'))
}
