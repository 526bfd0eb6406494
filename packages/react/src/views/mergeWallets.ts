import type { AdapterConnector } from '@portico/core'
import type { WalletListing } from '@portico/core/api'

/** One row of the All Wallets list. */
export type WalletEntry =
  | {
      kind: 'installed'
      connector: AdapterConnector
      /** Connected with recently (SPEC §3: the last two). */
      recent: boolean
    }
  | { kind: 'directory'; listing: WalletListing }

/** Parameters of {@link mergeWallets}. */
export type MergeWalletsParameters = {
  /** Installed wallets (EIP-6963), one per rdns. */
  installed: readonly AdapterConnector[]
  /** Recent wallet ids, most recent first. */
  recentIds: readonly string[]
  /** Directory listings loaded so far, in the server's order. */
  directory: readonly WalletListing[]
  /** The (debounced) search; installed wallets are narrowed by name too. */
  search?: string | undefined
}

/**
 * The All Wallets list: installed wallets first (recent ones first of all), then the directory
 * without the wallets already installed (matched by rdns, or by id) and without repeats, so no
 * wallet is listed twice.
 *
 * @example
 * mergeWallets({ installed, recentIds: ['io.metamask'], directory: page.data })
 */
export function mergeWallets(parameters: MergeWalletsParameters): WalletEntry[] {
  const { installed, recentIds, directory } = parameters
  const search = parameters.search?.trim().toLowerCase() ?? ''
  const rank = (connector: AdapterConnector) => {
    const index = recentIds.indexOf(connector.id)
    return index === -1 ? recentIds.length : index
  }
  const shown = installed
    .filter((connector) => !search || connector.name.toLowerCase().includes(search))
    .sort((a, b) => rank(a) - rank(b))
  const installedKeys = new Set(
    installed.flatMap((connector) => [connector.id, connector.rdns].filter(Boolean) as string[]),
  )
  const seen = new Set<string>()
  const rest = directory.filter((listing) => {
    if (seen.has(listing.id)) return false
    seen.add(listing.id)
    return !(listing.rdns && installedKeys.has(listing.rdns)) && !installedKeys.has(listing.id)
  })
  return [
    ...shown.map((connector) => ({
      kind: 'installed' as const,
      connector,
      recent: recentIds.includes(connector.id),
    })),
    ...rest.map((listing) => ({ kind: 'directory' as const, listing })),
  ]
}
