import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2wpkh } from '@scure/btc-signer'
import { devnetMnemonic } from '../chains'

/** BIP-84 account 1 of the devnet mnemonic: apart from the ten funded keys (account 0). */
const minerPath = "m/84'/1'/1'/0/0"

let minerAddress: string | undefined

/**
 * The address the devnet's own blocks pay to: the 100+ blocks that mature the accounts' coins and
 * every automined block. A fixed key of its own (`m/84'/1'/1'/0/0` of the devnet mnemonic), so
 * the funded accounts' balances never move by mining.
 */
export function bitcoinDevnetMinerAddress(): string {
  if (minerAddress) return minerAddress
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(devnetMnemonic)).derive(minerPath)
  if (!key.publicKey) throw new Error(`no key at ${minerPath}`)
  const { address } = p2wpkh(key.publicKey, bitcoinRegtestPrefixes)
  if (!address) throw new Error(`no address at ${minerPath}`)
  minerAddress = address
  return address
}
