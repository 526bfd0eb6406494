import { ed25519 } from '@noble/curves/ed25519.js'
import { deriveSolanaKeyPair } from '@portico/core/keys'
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
 * The Solana account of a mnemonic on Phantom's derivation path `m/44'/501'/i'/0'`, derived by
 * `deriveSolanaKeyPair` of `@portico/core/keys` (BIP-39 seed, SLIP-0010 ed25519: the same code as
 * the embedded wallet and the devnet), signing with `@noble/curves` so it runs in the extension's
 * service worker. Same addresses as `getSolanaDevnetKeys`.
 *
 * @example
 * const account = deriveSolanaAccount({ mnemonic: devnetMnemonic })
 * account.address // 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
 */
export function deriveSolanaAccount(parameters: DeriveSolanaAccountParameters): SolanaAccount {
  const { secretKey, publicKey } = deriveSolanaKeyPair(parameters)
  return {
    address: getAddressDecoder().decode(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, secretKey),
  }
}
