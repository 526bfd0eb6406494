import type { AdapterNetwork } from '@portico/core'
import { bitcoinReferences } from './bitcoinNetworks'

/** Parameters of {@link walletChainOf}: one of the app's `bip122` networks. */
export type WalletChainOfParameters = Pick<AdapterNetwork, 'caipNetworkId'>
/** Return type of {@link walletChainOf}: the names a wallet may list the network by. */
export type WalletChainOfReturnType = string[]

const names: Readonly<Record<string, string>> = {
  [bitcoinReferences.mainnet]: 'bitcoin:mainnet',
  [bitcoinReferences.testnet]: 'bitcoin:testnet',
  [bitcoinReferences.testnet4]: 'bitcoin:testnet4',
  [bitcoinReferences.signet]: 'bitcoin:signet',
  [bitcoinReferences.regtest]: 'bitcoin:regtest',
}

/**
 * How a Wallet Standard wallet names a Bitcoin network: bitcoin-wallet-standard's
 * `bitcoin:mainnet` / `bitcoin:testnet` / `bitcoin:regtest` (testnet4 and signet:
 * `bitcoin:testnet4`, `bitcoin:signet`), or the
 * CAIP-2 id itself; the standard name first.
 *
 * @example
 * walletChainOf({ caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' })
 * // ['bitcoin:regtest', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328']
 */
export function walletChainOf(network: WalletChainOfParameters): WalletChainOfReturnType {
  const name = names[network.caipNetworkId.slice('bip122:'.length)]
  return name ? [name, network.caipNetworkId] : [network.caipNetworkId]
}

/** Whether a list of wallet chains (a wallet's or an account's) has the network. */
export function listsNetwork(chains: readonly string[], network: WalletChainOfParameters): boolean {
  return walletChainOf(network).some((chain) => chains.includes(chain))
}
