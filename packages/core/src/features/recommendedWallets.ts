import type { PorticoConnector } from '../client/mergeConnectors'
import { pickWallets } from '../config/pickWallets'
import { WALLETS_PAGE_SIZE } from '../constants'
import { WALLETS_RECOMMENDED } from '../walletsRecommended'
import { sdkQuery } from './sdkQuery'
import type { FeatureHost } from './types'
import { type WalletLists, walletListsOf } from './walletListsOf'

/** A directory wallet as Connect recommends it: what its row and WalletConnect's view use. */
export type RecommendedWallet = {
  id: string
  name: string
  rdns: string | null
  /** CAIP-2 ids the wallet supports. */
  chains: string[]
  mobile_link: string | null
  /** Its image on the Portico server (`/getWalletImage/{id}`), as All Wallets shows it. */
  imageUrl: string | undefined
}

const known = new WeakMap<object, RecommendedWallet[]>()

/** The wallets a list shows itself (not WalletConnect's row, not the email wallet). */
const browserWallets = (connectors: readonly PorticoConnector[]) =>
  connectors.filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH')

/** A URL of the server with the query every request carries (as `getServerClient`'s). */
function serverUrl(host: FeatureHost, path: string, extra: Record<string, string> = {}) {
  const base = new URL(host.apiUrl as string)
  const target = new URL(base.pathname.replace(/\/$/, '') + path, base.origin)
  const query = { projectId: host.projectId, ...sdkQuery, ...extra }
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
  return target.href
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/**
 * The recommended directory wallets, once read: undefined before {@link loadRecommendedWallets}
 * (none at once without a server).
 */
export function knownRecommendedWallets(host: FeatureHost): RecommendedWallet[] | undefined {
  return host.apiUrl ? known.get(host) : []
}

/**
 * Reads the first page of the server's wallet directory (`GET /getWallets`), where it lists its
 * recommended wallets first (SPEC §9: Connect shows 4), for the app's namespaces and its
 * `includeWalletIds` / `excludeWalletIds`. It asks for 4 more than the wallets installed now, so
 * that 4 remain once {@link recommendedWalletsOf} drops the installed ones. Once per page; none
 * without a server, and a failed read gives none (asked again next time). A small reader of its
 * own (as the social logins' is), not `getWallets`: the page's idle preload does not carry the
 * server API client for it; listings without an id or a name are dropped.
 *
 * @example
 * await loadRecommendedWallets(host) // [MetaMask, Coinbase Wallet, Trust Wallet, Rainbow, …]
 */
export async function loadRecommendedWallets(host: FeatureHost): Promise<RecommendedWallet[]> {
  const ready = known.get(host)
  if (ready || !host.apiUrl) return ready ?? []
  const lists = walletListsOf(host)
  const installed = browserWallets(host.connectors.getState().connectors).length
  const query: Record<string, string> = {
    page: '1',
    entries: String(Math.min(WALLETS_RECOMMENDED + installed, WALLETS_PAGE_SIZE)),
    chains: [...new Set(host.networks.map((n) => n.chainNamespace))].join(','),
  }
  if (lists.includeWalletIds?.length) query.include = lists.includeWalletIds.join(',')
  if (lists.excludeWalletIds?.length) query.exclude = lists.excludeWalletIds.join(',')
  try {
    const doFetch = host.fetch ?? globalThis.fetch
    const answer = await doFetch(serverUrl(host, '/getWallets', query), {
      headers: { accept: 'application/json' },
    })
    if (!answer.ok) return []
    const body = (await answer.json()) as { data?: unknown }
    const data = Array.isArray(body?.data) ? (body.data as Record<string, unknown>[]) : []
    const wallets = data.flatMap((w): RecommendedWallet[] => {
      const id = text(w?.id)
      const name = text(w?.name)
      if (!id || !name) return []
      const image = text(w.image_id)
      return [
        {
          id,
          name,
          rdns: text(w.rdns),
          chains: Array.isArray(w.chains) ? w.chains.filter((c) => typeof c === 'string') : [],
          mobile_link: text(w.mobile_link),
          imageUrl: image
            ? serverUrl(host, `/getWalletImage/${encodeURIComponent(image)}`)
            : undefined,
        },
      ]
    })
    known.set(host, wallets)
    return wallets
  } catch {
    return []
  }
}

/** Parameters of {@link recommendedWalletsOf}. */
export type RecommendedWalletsOfParameters = {
  /** What {@link loadRecommendedWallets} read (the server's order). */
  listings: readonly RecommendedWallet[]
  /** The wallets announced in this browser (a recommended one installed is listed as installed). */
  connectors: readonly PorticoConnector[]
  /** Connect is filtered to this namespace (a network of a namespace not connected was picked). */
  namespace?: string | undefined
  /** The app's wallet lists: an excluded wallet is never recommended (by id or rdns). */
  lists: WalletLists
}

/**
 * The recommended wallets Connect shows: the server's first wallets that are not installed here
 * (matched by rdns or id), of the namespace Connect is filtered to, without the app's excluded
 * ones, at most {@link WALLETS_RECOMMENDED}.
 *
 * @example
 * recommendedWalletsOf({ listings, connectors, lists: walletListsOf(host) })
 */
export function recommendedWalletsOf(
  parameters: RecommendedWalletsOfParameters,
): RecommendedWallet[] {
  const { listings, connectors, namespace, lists } = parameters
  const installed = new Set(
    browserWallets(connectors).flatMap((c) => (c.rdns ? [c.id, c.rdns] : [c.id])),
  )
  const shown = listings.filter(
    (listing) =>
      !installed.has(listing.id) &&
      !(listing.rdns && installed.has(listing.rdns)) &&
      (!namespace || listing.chains.some((chain) => chain.startsWith(`${namespace}:`))),
  )
  return pickWallets({ wallets: shown, excludeWalletIds: lists.excludeWalletIds }, (listing) =>
    listing.rdns ? [listing.id, listing.rdns] : [listing.id],
  ).slice(0, WALLETS_RECOMMENDED)
}
