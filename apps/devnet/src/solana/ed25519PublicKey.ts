import { createPrivateKey, createPublicKey } from 'node:crypto'

const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex')

/**
 * The ed25519 public key of a 32-byte secret, with Node's native crypto (the devnet's fixed
 * faucet and mint keys; its accounts come from `deriveSolanaKeyPair` of `@portico/core/keys`).
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
