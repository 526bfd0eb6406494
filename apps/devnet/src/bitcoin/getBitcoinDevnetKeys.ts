import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2wpkh, WIF } from '@scure/btc-signer'
import { devnetMnemonic } from '../chains'

/** One Bitcoin key of the devnet: a native SegWit (P2WPKH) regtest account. */
export type BitcoinDevnetKey = {
  /** `bcrt1q…` (P2WPKH). */
  address: string
  /** Compressed secp256k1 public key, 33 bytes, hex. */
  publicKey: string
  /** 32 bytes. */
  privateKey: Uint8Array
  /** The private key in WIF (regtest): what Bitcoin Core's `importprivkey` and wallets accept. */
  wif: string
  /** BIP-84 derivation path, `m/84'/1'/0'/0/i`. */
  path: string
}

const seedCache = new Map<string, HDKey>()

/**
 * The Bitcoin devnet's accounts: BIP-84 `m/84'/1'/0'/0/i` of the devnet mnemonic (coin type 1,
 * as every test network), P2WPKH on regtest. Deterministic.
 *
 * @example
 * getBitcoinDevnetKeys(2)[0].address // 'bcrt1q…', the first funded account
 */
export function getBitcoinDevnetKeys(count = 10): BitcoinDevnetKey[] {
  if (!Number.isInteger(count) || count < 0 || count > 1000)
    throw new RangeError(`count must be an integer from 0 to 1000, got ${count}`)
  let root = seedCache.get(devnetMnemonic)
  if (!root) {
    root = HDKey.fromMasterSeed(mnemonicToSeedSync(devnetMnemonic))
    seedCache.set(devnetMnemonic, root)
  }
  return Array.from({ length: count }, (_, i) => {
    const path = `m/84'/1'/0'/0/${i}`
    const key = root.derive(path)
    if (!key.privateKey || !key.publicKey) throw new Error(`no key at ${path}`)
    const payment = p2wpkh(key.publicKey, bitcoinRegtestPrefixes)
    if (!payment.address) throw new Error(`no address at ${path}`)
    return {
      address: payment.address,
      publicKey: Buffer.from(key.publicKey).toString('hex'),
      privateKey: key.privateKey,
      wif: WIF(bitcoinRegtestPrefixes).encode(key.privateKey),
      path,
    }
  })
}
