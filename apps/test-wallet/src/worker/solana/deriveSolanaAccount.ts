import { ed25519 } from '@noble/curves/ed25519.js'
import { hmac } from '@noble/hashes/hmac.js'
import { pbkdf2 } from '@noble/hashes/pbkdf2.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { type Address, getAddressDecoder } from '@solana/kit'

/** Parameters of {@link deriveSolanaAccount}. */
export type DeriveSolanaAccountParameters = {
  /** A BIP-39 mnemonic (the devnet's public one in the test wallet). */
  mnemonic: string
  /** Account index `i` of Phantom's path `m/44'/501'/i'/0'` (default 0). */
  accountIndex?: number | undefined
}

/** A Solana key that signs inside the worker; the secret never leaves this object. */
export type SolanaAccount = {
  address: Address
  /** The 32-byte ed25519 public key (the address's bytes). */
  publicKey: Uint8Array
  /** ed25519 signature (64 bytes) of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * The Solana account of a mnemonic on Phantom's derivation path `m/44'/501'/i'/0'`: BIP-39 seed
 * (PBKDF2-HMAC-SHA512, 2048 rounds, empty passphrase), SLIP-0010 ed25519 (hardened indexes only),
 * with `@noble/curves` and `@noble/hashes` so it runs in the extension's service worker (the
 * devnet's own `slip10Ed25519` uses `node:crypto`). Same addresses as `getSolanaDevnetKeys`.
 *
 * @example
 * const account = deriveSolanaAccount({ mnemonic: devnetMnemonic })
 * account.address // 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
 */
export function deriveSolanaAccount(parameters: DeriveSolanaAccountParameters): SolanaAccount {
  const { mnemonic, accountIndex = 0 } = parameters
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex >= 0x80000000)
    throw new RangeError(`accountIndex must be an integer 0…2^31-1, got ${accountIndex}.`)
  const seed = pbkdf2(sha512, utf8ToBytes(mnemonic.normalize('NFKD')), utf8ToBytes('mnemonic'), {
    c: 2048,
    dkLen: 64,
  })
  let digest = hmac(sha512, utf8ToBytes('ed25519 seed'), seed)
  for (const index of [44, 501, accountIndex, 0]) {
    const data = new Uint8Array(37)
    data.set(digest.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index + 0x80000000) >>> 0)
    digest = hmac(sha512, digest.subarray(32), data)
  }
  const secretKey = digest.slice(0, 32)
  const publicKey = ed25519.getPublicKey(secretKey)
  return {
    address: getAddressDecoder().decode(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, secretKey),
  }
}
