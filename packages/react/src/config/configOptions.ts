import { type Features, resolveFeatures } from '@portico/core/internal'
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
    const option = config.options?.features
    // Portico's names only where the app names its zone (ENS names need no option).
    const names = option?.names ?? config.options?.nameZone !== undefined
    features = resolveFeatures({ ...option, names })
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
