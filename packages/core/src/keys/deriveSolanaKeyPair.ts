import { mnemonicToSeedSync } from '@scure/bip39'
import { InvalidParameterError } from '../errors/parameter'
import { deriveEd25519Key, type Ed25519KeyPairBytes } from './deriveEd25519Key'

export type DeriveSolanaKeyPairParameters = {
  /** A BIP-39 mnemonic (12 to 24 words, normalised NFKD as BIP-39 says). */
  mnemonic: string
  /** Account `i` of Phantom's and Solflare's path `m/44'/501'/i'/0'` (default 0). */
  accountIndex?: number | undefined
  /** The BIP-39 passphrase (default none, as Phantom). */
  passphrase?: string | undefined
}
export type DeriveSolanaKeyPairReturnType = Ed25519KeyPairBytes

/**
 * The Solana key pair of a mnemonic on Phantom's path `m/44'/501'/i'/0'`: the BIP-39 seed
 * (`@scure/bip39`), then SLIP-0010 ed25519 (`micro-key-producer/slip10.js`). The one derivation
 * of Solana keys in Portico: the embedded wallet's frame, the test wallet and the devnet all use
 * it, so the same words give the same address in Phantom, Solflare and here.
 *
 * @example
 * const { secretKey, publicKey } = deriveSolanaKeyPair({ mnemonic })
 * // 'test test … junk' → publicKey of oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96
 */
export function deriveSolanaKeyPair({
  mnemonic,
  accountIndex = 0,
  passphrase = '',
}: DeriveSolanaKeyPairParameters): DeriveSolanaKeyPairReturnType {
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex >= 0x80000000)
    throw new InvalidParameterError({
      reason: `accountIndex must be an integer 0…2^31-1, got ${accountIndex}`,
    })
  let seed: Uint8Array
  try {
    seed = mnemonicToSeedSync(mnemonic, passphrase)
  } catch (cause) {
    throw new InvalidParameterError({ reason: 'This is not a BIP-39 mnemonic', cause })
  }
  return deriveEd25519Key({ seed, path: `m/44'/501'/${accountIndex}'/0'` })
}
