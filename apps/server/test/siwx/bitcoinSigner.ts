import { signBip322Simple } from '@portico/bitcoin/bip322'
import { bitcoinRegtestPrefixes } from '@portico/core/caip'
import { getBitcoinDevnetKeys } from '@portico/devnet'

/** A Bitcoin account that signs sign-in messages in the server tests (BIP-322 "simple"). */
export type BitcoinTestSigner = {
  /** The regtest address: `bcrt1q…` (P2WPKH) or `bcrt1p…` (P2TR). */
  address: string
  /** The base64 BIP-322 signature of `message`, as a wallet's `bitcoin:signMessage` gives it. */
  signMessage(message: string): string
}

/**
 * The other address types of devnet key 7 (`m/84'/1'/0'/0/7`): P2TR of its x-only key with no
 * script tree (BIP-86 style), and P2PKH. `signBip322Simple` refuses an address that is not the
 * key's, so a wrong value here fails the tests that sign with it.
 */
export const devnetKey7 = {
  p2tr: 'bcrt1pc3yly8txu483danll00r3jrnshn54pfr0038t06rppt7hyljkzhsegg3te',
  p2pkh: 'n3zZ6Bz2yweB8BPrXqAwCjyMJSTeH3xAXs',
}

/** Devnet Bitcoin key `index` signing for its P2WPKH address, or for `address` of the same key. */
export function devnetBitcoinSigner(index: number, address?: string): BitcoinTestSigner {
  const key = getBitcoinDevnetKeys(index + 1)[index]
  if (key === undefined) throw new Error(`no devnet Bitcoin key ${index}`)
  const signer = address ?? key.address
  return {
    address: signer,
    signMessage: (message) =>
      signBip322Simple({
        privateKey: key.privateKey,
        address: signer,
        message,
        network: bitcoinRegtestPrefixes,
      }),
  }
}
