import type { AdapterConnector, AdapterNetwork } from '@portico/core'
import { listsNetwork } from './walletChainOf'
import { BitcoinConnect, type Wallet } from './walletStandard'

/** Parameters of {@link toBitcoinConnectors}. */
export type ToBitcoinConnectorsParameters = {
  /** The wallets `getWallets().get()` lists. */
  wallets: readonly Wallet[]
  /** The app's Bitcoin networks: a wallet must list one of them. */
  networks: readonly Pick<AdapterNetwork, 'caipNetworkId'>[]
}
/** Return type of {@link toBitcoinConnectors}. */
export type ToBitcoinConnectorsReturnType = AdapterConnector[]

/**
 * Whether a Wallet Standard wallet can serve a Bitcoin app on one of `networks`: it offers
 * `bitcoin:connect` and lists one of the networks (`bitcoin:regtest`, … or the CAIP-2 id).
 *
 * @example
 * isBitcoinWallet(wallet, [regtest]) // true
 */
export function isBitcoinWallet(
  wallet: Wallet,
  networks: ToBitcoinConnectorsParameters['networks'],
): boolean {
  return BitcoinConnect in wallet.features && networks.some((n) => listsNetwork(wallet.chains, n))
}

/**
 * Lists the Bitcoin wallets among Wallet Standard wallets as Portico connectors, one per name
 * (first registration wins): id and name = the wallet's name, `ANNOUNCED`, icon as given, and
 * the wallet's `rdns` when it carries one (non-standard, as the test wallet's).
 *
 * @example
 * toBitcoinConnectors({ wallets: getWallets().get(), networks })
 * // [{ id: 'Portico Test Wallet', name: 'Portico Test Wallet', type: 'ANNOUNCED', chainNamespace: 'bip122', … }]
 */
export function toBitcoinConnectors(
  parameters: ToBitcoinConnectorsParameters,
): ToBitcoinConnectorsReturnType {
  const { wallets, networks } = parameters
  const seen = new Set<string>()
  const result: AdapterConnector[] = []
  for (const wallet of wallets) {
    if (!isBitcoinWallet(wallet, networks) || seen.has(wallet.name)) continue
    seen.add(wallet.name)
    const rdns = (wallet as { rdns?: unknown }).rdns
    result.push({
      id: wallet.name,
      name: wallet.name,
      type: 'ANNOUNCED',
      rdns: typeof rdns === 'string' && rdns ? rdns : undefined,
      imageUrl: wallet.icon,
      chainNamespace: 'bip122',
    })
  }
  return result
}
