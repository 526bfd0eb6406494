import { ed25519 } from '@noble/curves/ed25519.js'
import { deriveSolanaKeyPair } from '@portico/core/keys'
import { base58 } from '@scure/base'
import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** The frame's Solana key: the secret stays inside this object. */
export type EmbeddedSolanaAccount = {
  /** Base58 address (the ed25519 public key). */
  address: string
  publicKey: Uint8Array
  /** ed25519 signature (64 bytes) of `message`. */
  sign(message: Uint8Array): Uint8Array
  /** The 64-byte secret key in Solana's keypair form (secret ‖ public), base58: export only. */
  exportSecretKey(): string
}

export type DeriveEmbeddedAccountsParameters = {
  /** The wallet's BIP-39 mnemonic (rebuilt from its shares inside the frame). */
  mnemonic: string
}
export type DeriveEmbeddedAccountsReturnType = {
  /** secp256k1, `m/44'/60'/0'/0/0` (viem local account: signs messages, typed data, transactions). */
  evm: HDAccount
  /** ed25519, Phantom's `m/44'/501'/0'/0'` (SLIP-0010, hardened only). */
  solana: EmbeddedSolanaAccount
}

/**
 * The embedded wallet's two accounts from one mnemonic: EVM on `m/44'/60'/0'/0/0` (BIP-32,
 * secp256k1, viem's `mnemonicToAccount` on `@scure/bip32`) and Solana on Phantom's path
 * `m/44'/501'/0'/0'` (SLIP-0010 ed25519, `deriveSolanaKeyPair` of `@portico/core/keys`), so the
 * same words restore both in MetaMask and Phantom. Runs only in the wallet frame's origin.
 *
 * @example
 * const { evm, solana } = deriveEmbeddedAccounts({ mnemonic })
 * evm.address // '0x…'
 * solana.address // base58
 */
export function deriveEmbeddedAccounts({
  mnemonic,
}: DeriveEmbeddedAccountsParameters): DeriveEmbeddedAccountsReturnType {
  const evm = mnemonicToAccount(mnemonic)
  const { secretKey, publicKey } = deriveSolanaKeyPair({ mnemonic })
  return {
    evm,
    solana: {
      address: base58.encode(publicKey),
      publicKey,
      sign: (message) => ed25519.sign(message, secretKey),
      exportSecretKey: () => {
        const pair = new Uint8Array(64)
        pair.set(secretKey)
        pair.set(publicKey, 32)
        return base58.encode(pair)
      },
    },
  }
}
