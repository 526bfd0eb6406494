import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { signBip322Simple } from '@portico/bitcoin/bip322'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2wpkh, SigHash, type Transaction } from '@scure/btc-signer'

/** Parameters of {@link deriveBitcoinAccount}. */
export type DeriveBitcoinAccountParameters = {
  /** A BIP-39 mnemonic (the devnet's public one in the test wallet). */
  mnemonic: string
  /** Address index `i` of BIP-84's regtest path `m/84'/1'/0'/0/i` (default 0). */
  accountIndex?: number | undefined
}

/** A Bitcoin payment account that signs inside the worker; the secret never leaves this object. */
export type BitcoinAccount = {
  /** The P2WPKH regtest address (`bcrt1q…`). */
  address: string
  /** The compressed secp256k1 public key, 33 bytes. */
  publicKey: Uint8Array
  /** The account's output script (`OP_0 <20-byte key hash>`): an input spending it is the account's. */
  script: Uint8Array
  /** BIP-84 path of the key. */
  path: string
  /**
   * Signs input `index` of `transaction` (a PSBT with the input's `witnessUtxo`) with `sigHash`
   * (default `SIGHASH_ALL`), adding the partial signature; it does not finalize.
   */
  signInput(transaction: Transaction, index: number, sigHash?: number): void
  /** The BIP-322 "simple" signature of the exact bytes (base64 of the serialized witness stack). */
  signMessage(message: Uint8Array): string
}

/**
 * The Bitcoin payment account of a mnemonic on BIP-84's regtest path `m/84'/1'/0'/0/i` (coin type
 * 1, as every test network), native SegWit (P2WPKH) with `bcrt` addresses: the same keys as the
 * devnet's `getBitcoinDevnetKeys` (its funded accounts) and the same libraries (`@scure/bip39`,
 * `@scure/bip32`, `@scure/btc-signer`), in the service worker. Messages are signed with BIP-322
 * "simple" (`signBip322Simple` of `@portico/bitcoin/bip322`, what the server's sign-in verifies).
 *
 * @example
 * const account = deriveBitcoinAccount({ mnemonic: devnetMnemonic })
 * account.address // 'bcrt1q…', the devnet's first funded account
 */
export function deriveBitcoinAccount(parameters: DeriveBitcoinAccountParameters): BitcoinAccount {
  const { mnemonic, accountIndex = 0 } = parameters
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex >= 0x80000000)
    throw new RangeError(`accountIndex must be an integer 0…2^31-1, got ${accountIndex}`)
  const path = `m/84'/1'/0'/0/${accountIndex}`
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(path)
  const { privateKey, publicKey } = key
  if (!privateKey || !publicKey) throw new Error(`No key at ${path}`)
  const payment = p2wpkh(publicKey, bitcoinRegtestPrefixes)
  if (!payment.address) throw new Error(`No address at ${path}`)
  return {
    address: payment.address,
    publicKey: Uint8Array.from(publicKey),
    script: payment.script,
    path,
    signInput(transaction, index, sigHash = SigHash.ALL) {
      transaction.signIdx(privateKey, index, [sigHash])
    },
    signMessage: (message) =>
      signBip322Simple({
        privateKey,
        address: payment.address as string,
        message,
        network: bitcoinRegtestPrefixes,
      }),
  }
}
