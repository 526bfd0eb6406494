import type { FeatureHost, FeatureHostOptions } from './types'

/** The app's wallet lists, as {@link walletListsOf} reads them. */
export type WalletLists = Pick<
  FeatureHostOptions,
  'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'
>

/**
 * The app's wallet lists (`featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`).
 *
 * @example
 * pickWallets({ wallets, ...walletListsOf(config) }, installedIds)
 */
export function walletListsOf(host: Pick<FeatureHost, 'options'>): WalletLists {
  const { featuredWalletIds, includeWalletIds, excludeWalletIds } = host.options ?? {}
  return { featuredWalletIds, includeWalletIds, excludeWalletIds }
}

/** An installed wallet's ids the wallet lists may name: its id and its EIP-6963 rdns. */
export const installedIds = (wallet: { id: string; rdns?: string | undefined }): string[] =>
  wallet.rdns ? [wallet.id, wallet.rdns] : [wallet.id]
