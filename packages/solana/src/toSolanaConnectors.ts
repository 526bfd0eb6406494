import type { AdapterConnector } from '@portico/core'
import { StandardConnect, type Wallet } from './walletStandard'

/** Parameters of {@link toSolanaConnectors}: the wallets `getWallets().get()` lists. */
export type ToSolanaConnectorsParameters = readonly Wallet[]
/** Return type of {@link toSolanaConnectors}. */
export type ToSolanaConnectorsReturnType = AdapterConnector[]

/**
 * Whether a Wallet Standard wallet can serve a Solana app: it offers `standard:connect` and at
 * least one `solana:` chain.
 *
 * @example
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    StandardConnect in wallet.features && wallet.chains.some((chain) => chain.startsWith('solana:'))
  )
}

/**
 * Lists the Solana wallets among Wallet Standard wallets as Portico connectors, one per name
 * (first registration wins): id and name = the wallet's name, `ANNOUNCED` (`AUTH` for the
 * embedded wallet, `WALLET_CONNECT` for WalletConnect's Solana side: each says so in a
 * non-standard `portico.type`), icon as given, and the
 * wallet's `rdns` when it carries one (non-standard; the test wallet does, so a kit can show a
 * wallet that is both EIP-6963 and Wallet Standard once).
 *
 * @example
 * toSolanaConnectors(getWallets().get())
 * // [{ id: 'Portico Test Wallet', name: 'Portico Test Wallet', type: 'ANNOUNCED', chainNamespace: 'solana', … }]
 */
export function toSolanaConnectors(
  wallets: ToSolanaConnectorsParameters,
): ToSolanaConnectorsReturnType {
  const seen = new Set<string>()
  const result: AdapterConnector[] = []
  for (const wallet of wallets) {
    if (!isSolanaWallet(wallet) || seen.has(wallet.name)) continue
    seen.add(wallet.name)
    const rdns = (wallet as { rdns?: unknown }).rdns
    // The embedded wallet's and WalletConnect's Solana sides mark themselves (non-standard
    // `portico.type`): the kit merges them with their EVM sides.
    const marked = (wallet as { portico?: { type?: unknown } }).portico?.type
    const type = marked === 'AUTH' || marked === 'WALLET_CONNECT' ? marked : 'ANNOUNCED'
    result.push({
      id: wallet.name,
      name: wallet.name,
      type,
      rdns: typeof rdns === 'string' && rdns ? rdns : undefined,
      imageUrl: wallet.icon,
      chainNamespace: 'solana',
    })
  }
  return result
}
