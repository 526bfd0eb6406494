import { getWallets, type WalletListing } from '@portico/core/api'
import {
  SEARCH_MIN_DELAY_MS,
  type ServerApi,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_PAGE_SIZE,
} from '@portico/core/internal'
import { useCallback, useEffect, useState } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'

/** Parameters of {@link useWalletDirectory}. */
export type UseWalletDirectoryParameters = {
  config: PorticoConfig
  api: ServerApi | null
  /** What the person typed; the request waits {@link SEARCH_MIN_DELAY_MS} after the last key. */
  input: string
  /** CAIP-2 ids or namespaces to filter by. */
  chains: readonly string[]
  /** Only these wallet ids (the app's `includeWalletIds`); the server filters. */
  include?: readonly string[] | undefined
  /** Never these wallet ids (the app's `excludeWalletIds`); the server filters. */
  exclude?: readonly string[] | undefined
  /** Listed first, in this order, when nothing is searched (the app's `featuredWalletIds`). */
  featured?: readonly string[] | undefined
}

/** Return type of {@link useWalletDirectory}. */
export type UseWalletDirectoryReturnType = {
  /** The search the loaded pages answer (the debounced input). */
  search: string
  wallets: WalletListing[]
  /** Total matching wallets on the server. */
  count: number
  status: 'loading' | 'idle' | 'error'
  hasMore: boolean
  loadMore(): void
}

/**
 * The wallet directory for All Wallets: pages of 40 (search pages of 100, SPEC §9), the search
 * debounced on the config's clock, a new search or filter starting from page 1.
 *
 * @example
 * const directory = useWalletDirectory({ config, api, input, chains: ['eip155'] })
 */
export function useWalletDirectory(
  parameters: UseWalletDirectoryParameters,
): UseWalletDirectoryReturnType {
  const { config, api, input, chains } = parameters
  const include = parameters.include?.join(',')
  const exclude = parameters.exclude?.join(',')
  const featured = parameters.featured
    ?.filter((id) => !parameters.exclude?.includes(id))
    .filter((id) => !parameters.include?.length || parameters.include.includes(id))
    .join(',')
  const [search, setSearch] = useState(input.trim())
  const [pages, setPages] = useState<{ key: string; wallets: WalletListing[]; count: number }>({
    key: '',
    wallets: [],
    count: 0,
  })
  const [status, setStatus] = useState<'loading' | 'idle' | 'error'>(api ? 'loading' : 'idle')
  const chainsKey = chains.join(',')
  const key = `${search}\n${chainsKey}`

  // Debounce: the request waits until the person stopped typing for SEARCH_MIN_DELAY_MS.
  useEffect(() => {
    const next = input.trim()
    if (next === search) return
    const timer = config.clock.setTimeout(() => setSearch(next), SEARCH_MIN_DELAY_MS)
    return () => config.clock.clearTimeout(timer)
  }, [config, input, search])

  // A new search or filter starts again from page 1.
  const [paging, setPaging] = useState({ key, page: 1 })
  const page = paging.key === key ? paging.page : 1

  useEffect(() => {
    if (!api) return
    const controller = new AbortController()
    setStatus('loading')
    const entries = search ? WALLETS_SEARCH_PAGE_SIZE : WALLETS_PAGE_SIZE
    getWallets(api.client, {
      page,
      entries,
      search: search || undefined,
      chains: chainsKey ? chainsKey.split(',') : undefined,
      include: include ? include.split(',') : undefined,
      exclude: exclude ? exclude.split(',') : undefined,
      signal: controller.signal,
    }).then(
      ({ data, count }) => {
        if (controller.signal.aborted) return
        setPages((previous) => ({
          key,
          wallets: page === 1 || previous.key !== key ? data : [...previous.wallets, ...data],
          count,
        }))
        setStatus('idle')
      },
      () => {
        if (!controller.signal.aborted) setStatus('error')
      },
    )
    return () => controller.abort()
  }, [api, page, search, chainsKey, key, include, exclude])

  // The featured wallets, asked apart (they may be on any page) and listed first without a search.
  const [featuredWallets, setFeaturedWallets] = useState<{
    key: string
    wallets: WalletListing[]
  }>()
  const featuredKey = `${featured}\n${chainsKey}`
  useEffect(() => {
    if (!api || !featured) return
    const controller = new AbortController()
    const ids = featured.split(',')
    getWallets(api.client, {
      page: 1,
      entries: ids.length,
      include: ids,
      chains: chainsKey ? chainsKey.split(',') : undefined,
      signal: controller.signal,
    }).then(
      ({ data }) => {
        const rank = (w: WalletListing) => ids.indexOf(w.id)
        setFeaturedWallets({ key: featuredKey, wallets: data.sort((a, b) => rank(a) - rank(b)) })
      },
      () => {},
    )
    return () => controller.abort()
  }, [api, featured, chainsKey, featuredKey])

  const loaded = pages.key === key ? pages : { wallets: [], count: 0 }
  const first = !search && featuredWallets?.key === featuredKey ? featuredWallets.wallets : []
  const current = {
    wallets: [...first, ...loaded.wallets.filter((w) => !first.some((f) => f.id === w.id))],
    count: loaded.count,
  }
  const hasMore = loaded.wallets.length < loaded.count
  const loadMore = useCallback(() => {
    if (status === 'idle' && hasMore) setPaging({ key, page: page + 1 })
  }, [status, hasMore, key, page])

  return { search, wallets: current.wallets, count: current.count, status, hasMore, loadMore }
}
