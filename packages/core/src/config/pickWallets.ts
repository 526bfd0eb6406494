/** Parameters of {@link pickWallets}: the app's wallet ids (SPEC §1 wallet lists). */
export type PickWalletsParameters<wallet extends { id: string }> = {
  wallets: readonly wallet[]
  /** Listed first, in this order. */
  featuredWalletIds?: readonly string[] | undefined
  /** When set, only these are listed. */
  includeWalletIds?: readonly string[] | undefined
  /** Never listed (wins over include and featured). */
  excludeWalletIds?: readonly string[] | undefined
}

/**
 * The wallets an app lists: only `includeWalletIds` when given, never `excludeWalletIds`,
 * `featuredWalletIds` first in their order, the others in their own order. A wallet matches by
 * its id or, for an installed wallet, its EIP-6963 rdns (pass `idsOf`).
 *
 * @example
 * pickWallets({ wallets, featuredWalletIds: ['rainbow'], excludeWalletIds: ['trust'] })
 */
export function pickWallets<wallet extends { id: string }>(
  parameters: PickWalletsParameters<wallet>,
  idsOf: (wallet: wallet) => readonly string[] = (w) => [w.id],
): wallet[] {
  const { wallets, featuredWalletIds = [], includeWalletIds, excludeWalletIds = [] } = parameters
  const has = (list: readonly string[], w: wallet) => idsOf(w).some((id) => list.includes(id))
  const rank = (w: wallet) => {
    const index = featuredWalletIds.findIndex((id) => idsOf(w).includes(id))
    return index === -1 ? featuredWalletIds.length : index
  }
  return wallets
    .filter((w) => (!includeWalletIds || has(includeWalletIds, w)) && !has(excludeWalletIds, w))
    .map((w, index) => ({ w, index }))
    .sort((a, b) => rank(a.w) - rank(b.w) || a.index - b.index)
    .map(({ w }) => w)
}
