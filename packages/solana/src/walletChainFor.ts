import { solanaReferences } from '@portico/core/caip'

/** Parameters of {@link walletChainFor}. */
export type WalletChainForParameters = {
  /** The chains a Wallet Standard wallet (or account) lists. */
  chains: readonly string[]
  /** The app's network, `solana:<genesis-hash prefix>`. */
  caipNetworkId: string
}
/** Return type of {@link walletChainFor}: the wallet's name for the network, if it has one. */
export type WalletChainForReturnType = string | undefined

/** The Wallet Standard cluster names (`@solana/wallet-standard-chains`) of the public clusters. */
const clusterNames: Readonly<Record<string, string>> = {
  [solanaReferences.mainnet]: 'solana:mainnet',
  [solanaReferences.devnet]: 'solana:devnet',
  [solanaReferences.testnet]: 'solana:testnet',
}

/**
 * How a wallet names the app's network. Wallet Standard wallets (Phantom, Solflare, Backpack…)
 * list clusters by name — `solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet` —
 * while Portico uses CAIP-2 ids; some (the test wallet) list the CAIP-2 id itself. The CAIP-2 id
 * wins when listed; a cluster that is not public maps to `solana:localnet`.
 *
 * @example
 * walletChainFor({ chains: ['solana:mainnet'], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
 * // 'solana:mainnet'
 */
export function walletChainFor(parameters: WalletChainForParameters): WalletChainForReturnType {
  const { chains, caipNetworkId } = parameters
  if (chains.includes(caipNetworkId)) return caipNetworkId
  const name = clusterNames[caipNetworkId.slice('solana:'.length)] ?? 'solana:localnet'
  return chains.includes(name) ? name : undefined
}
