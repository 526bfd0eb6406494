import { ed25519 } from '@noble/curves/ed25519.js'
import { getSolanaDevnetKeys } from '@portico/devnet'
import { base58 } from '@scure/base'
import { createKeyPairFromBytes, getBase58Decoder, signBytes } from '@solana/kit'

/** A Solana account that signs sign-in messages in the server tests. */
export type SolanaTestSigner = {
  /** Base58 address (the ed25519 public key). */
  address: string
  /** The 64-byte ed25519 signature of the message's UTF-8 bytes (what solana:signMessage gives). */
  signBytes(message: string): Promise<Uint8Array>
  /** The same signature in base58, as the kit sends it. */
  signMessage(message: string): Promise<string>
}

/**
 * Devnet Solana account `index` (`m/44'/501'/index'/0'` of the devnet mnemonic), signing with
 * `@solana/kit`'s real `signBytes` (WebCrypto Ed25519), as a browser kit would.
 */
export async function devnetSolanaSigner(index: number): Promise<SolanaTestSigner> {
  const key = getSolanaDevnetKeys(index + 1).accounts[index]
  if (key === undefined) throw new Error(`no devnet Solana account ${index}`)
  const { privateKey } = await createKeyPairFromBytes(key.keyPairBytes)
  const sign = async (message: string) =>
    new Uint8Array(await signBytes(privateKey, new TextEncoder().encode(message)))
  return {
    address: key.address,
    signBytes: sign,
    signMessage: async (message) => getBase58Decoder().decode(await sign(message)),
  }
}

/** A fresh random ed25519 key signing with @noble/curves (an independent implementation). */
export function randomSolanaSigner(): SolanaTestSigner {
  const { secretKey, publicKey } = ed25519.keygen()
  const sign = async (message: string) => ed25519.sign(new TextEncoder().encode(message), secretKey)
  return {
    address: base58.encode(publicKey),
    signBytes: sign,
    signMessage: async (message) => base58.encode(await sign(message)),
  }
}
