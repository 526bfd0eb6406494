import { type Features, resolveFeatures } from '@portico/core'
import type { PorticoConfig } from '../createPorticoConfig'

const resolved = new WeakMap<PorticoConfig, Features>()

/**
 * The config's features (SPEC §1 defaults under the app's `features`), resolved once, in the
 * modal's chunk (the first load carries only the app's option).
 *
 * @example
 * if (featuresOf(config).swaps) showSwapButton()
 */
export function featuresOf(config: PorticoConfig): Features {
  let features = resolved.get(config)
  if (!features) {
    // Partial configs (the views' unit tests) may have no options: SPEC §1's defaults.
    features = resolveFeatures(config.options?.features)
    resolved.set(config, features)
  }
  return features
}

/** The app's wallet lists (`featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`). */
export function walletListsOf(config: PorticoConfig) {
  const { featuredWalletIds, includeWalletIds, excludeWalletIds } = config.options ?? {}
  return { featuredWalletIds, includeWalletIds, excludeWalletIds }
}

/** An installed wallet's ids the wallet lists may name: its id and its EIP-6963 rdns. */
export const installedIds = (wallet: { id: string; rdns?: string | undefined }): string[] =>
  wallet.rdns ? [wallet.id, wallet.rdns] : [wallet.id]
