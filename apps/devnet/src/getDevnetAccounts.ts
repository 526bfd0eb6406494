import { mnemonicToSeedSync } from '@scure/bip39'
import { type Address, bytesToHex, type Hex } from 'viem'
import { HDKey, privateKeyToAccount } from 'viem/accounts'
import { devnetMnemonic } from './chains'

/** Parameters of {@link getDevnetAccounts}. */
export type GetDevnetAccountsParameters = {
  /** How many accounts, from index 0 (default 10: the ones anvil funds). */
  count?: number | undefined
  /** BIP-39 mnemonic (default: {@link devnetMnemonic}). */
  mnemonic?: string | undefined
}

/** One account derived from the devnet mnemonic. */
export type DevnetAccount = { address: Address; privateKey: Hex }

/** Return type of {@link getDevnetAccounts}. */
export type GetDevnetAccountsReturnType = DevnetAccount[]

const cache = new Map<string, { parent: HDKey; accounts: DevnetAccount[] }>()

/**
 * Derives accounts `m/44'/60'/0'/0/i` from the devnet mnemonic (the same ones anvil funds): the
 * BIP-39 seed by `@scure/bip39`, BIP-32 by `@scure/bip32` (viem's `HDKey`, what its
 * `mnemonicToAccount` uses). The seed and `m/44'/60'/0'/0` are computed once per mnemonic, so
 * asking again costs nothing.
 *
 * @example
 * const [first] = getDevnetAccounts({ count: 1 })
 * first.address // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function getDevnetAccounts(
  parameters: GetDevnetAccountsParameters = {},
): GetDevnetAccountsReturnType {
  const { count = 10, mnemonic = devnetMnemonic } = parameters
  if (!Number.isInteger(count) || count < 0 || count > 1000)
    throw new RangeError(`count must be an integer from 0 to 1000, got ${count}`)
  let entry = cache.get(mnemonic)
  if (!entry) {
    const parent = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/60'/0'/0")
    entry = { parent, accounts: [] }
    cache.set(mnemonic, entry)
  }
  const { parent, accounts } = entry
  for (let index = accounts.length; index < count; index++) {
    const key = parent.deriveChild(index).privateKey
    if (!key) throw new RangeError(`No private key at m/44'/60'/0'/0/${index}`)
    const privateKey = bytesToHex(key)
    accounts.push({ address: privateKeyToAccount(privateKey).address, privateKey })
  }
  return accounts.slice(0, count).map((account) => ({ ...account }))
}
