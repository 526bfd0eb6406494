import { getWalletImageUrl, type WalletListing } from '@portico/core/api'
import { getServerApi, installedIds, pickWallets, walletListsOf } from '@portico/core/internal'
import { useEffect, useId, useRef, useState } from 'react'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { DirectoryWalletLinks } from './DirectoryWalletLinks'
import { mergeWallets } from './mergeWallets'
import { useWalletDirectory } from './useWalletDirectory'
import './allWallets.css'
import { toastError } from '../toastError'

/**
 * All Wallets: the installed wallets (recent first, marked `Installed`) at once, then the wallet
 * directory of the Portico server page by page (40; `Load more`, or by scrolling), a search
 * (`Search wallet`, waits 300 ms) and a network filter over the app's namespaces. A directory
 * wallet that is installed is listed once, as installed. The app's `includeWalletIds` and
 * `excludeWalletIds` go to the server's query (and filter the installed ones); its featured
 * wallets come first of each part, in its order.
 */
export function AllWalletsView() {
  const config = usePorticoConfig()
  const { strings } = config
  const api = getServerApi(config)
  const { connectors } = useStore(config.connectors)
  const { recentWallets } = useStore(config.recentWallets)
  const namespaces = [...new Set(config.networks.map((n) => n.chainNamespace))]
  const [input, setInput] = useState('')
  const [namespace, setNamespace] = useState('')
  const [selected, setSelected] = useState<WalletListing | undefined>()
  const searchId = useId()
  const filterId = useId()
  const installedId = useId()
  const recentId = useId()
  const lists = walletListsOf(config)
  const directory = useWalletDirectory({
    config,
    api,
    input,
    chains: namespace ? [namespace] : namespaces,
    include: lists.includeWalletIds,
    exclude: lists.excludeWalletIds,
    featured: lists.featuredWalletIds,
  })
  // The email wallet is the Connect view's email field, not a wallet of this list.
  const installed = pickWallets(
    {
      wallets: connectors.filter(
        (c) =>
          c.type !== 'WALLET_CONNECT' &&
          c.type !== 'AUTH' &&
          (!namespace || c.namespaces.some((n) => n === namespace)),
      ),
      ...lists,
    },
    installedIds,
  )
  const walletConnect = connectors.some((c) => c.type === 'WALLET_CONNECT')
  const imageOf = (listing: WalletListing) =>
    api && listing.image_id
      ? getWalletImageUrl(api.client, { imageId: listing.image_id })
      : undefined
  // A directory wallet that is not installed connects over WalletConnect (its QR code and deep
  // link); without WalletConnect configured, its links are shown.
  const pick = (listing: WalletListing) => {
    if (!walletConnect) return setSelected(listing)
    config.router.push('ConnectingWalletConnect', {
      walletId: listing.id,
      name: listing.name,
      mobileLink: listing.mobile_link ?? undefined,
      imageUrl: imageOf(listing),
    })
  }
  const entries = mergeWallets({
    installed,
    recentIds: recentWallets.map((w) => w.id),
    // Featured wallets come first (asked apart); the server applied the lists by id, this by rdns.
    directory: pickWallets(
      {
        wallets: directory.wallets,
        includeWalletIds: lists.includeWalletIds,
        excludeWalletIds: lists.excludeWalletIds,
      },
      (l) => (l.rdns ? [l.id, l.rdns] : [l.id]),
    ),
    search: directory.search,
  })

  // Infinite scroll where the browser has IntersectionObserver; the button stays as the fallback.
  const sentinel = useRef<HTMLLIElement>(null)
  const { loadMore } = directory
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [loadMore])

  if (selected) {
    return (
      <DirectoryWalletLinks
        listing={selected}
        imageUrl={imageOf(selected)}
        onBack={() => setSelected(undefined)}
      />
    )
  }

  return (
    <div className="portico-all-wallets">
      <div className="portico-all-wallets-filters">
        <label className="portico-visually-hidden" htmlFor={searchId}>
          {strings.searchWallet}
        </label>
        <input
          id={searchId}
          className="portico-input"
          type="search"
          placeholder={strings.searchWallet}
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
        {namespaces.length > 1 ? (
          <>
            <label className="portico-visually-hidden" htmlFor={filterId}>
              {strings.walletNetworks}
            </label>
            <select
              id={filterId}
              className="portico-select"
              value={namespace}
              onChange={(event) => setNamespace(event.target.value)}
            >
              <option value="">{strings.allNetworks}</option>
              {namespaces.map((n) => (
                <option key={n} value={n}>
                  {strings.namespaceNames[n] ?? n}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      <span hidden id={installedId}>
        {strings.installed}
      </span>
      <span hidden id={recentId}>
        {strings.recent}
      </span>
      <ul className="portico-list portico-all-wallets-list" aria-label={strings.allWallets}>
        {entries.map((entry) =>
          entry.kind === 'installed' ? (
            <li key={`installed:${entry.connector.id}`}>
              <button
                type="button"
                className="portico-row"
                aria-describedby={entry.recent ? `${recentId} ${installedId}` : installedId}
                onClick={() =>
                  config.connect(entry.connector.id).catch(toastError(config, 'connect'))
                }
              >
                {entry.connector.imageUrl?.startsWith('data:') ? (
                  <img className="portico-wallet-icon" src={entry.connector.imageUrl} alt="" />
                ) : (
                  <span className="portico-wallet-icon" aria-hidden="true" />
                )}
                <span className="portico-row-name">{entry.connector.name}</span>
                {entry.recent ? (
                  <span className="portico-tag" aria-hidden="true">
                    {strings.recent}
                  </span>
                ) : null}
                <span className="portico-tag" aria-hidden="true">
                  {strings.installed}
                </span>
              </button>
            </li>
          ) : (
            <li key={`directory:${entry.listing.id}`}>
              <button
                type="button"
                className="portico-row"
                aria-label={entry.listing.name}
                onClick={() => pick(entry.listing)}
              >
                {imageOf(entry.listing) ? (
                  <img
                    className="portico-wallet-icon"
                    src={imageOf(entry.listing)}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className="portico-wallet-icon" aria-hidden="true" />
                )}
                <span className="portico-row-name">{entry.listing.name}</span>
              </button>
            </li>
          ),
        )}
        {directory.hasMore ? <li ref={sentinel} aria-hidden="true" /> : null}
      </ul>
      <p className="portico-muted" aria-live="polite">
        {directory.status === 'loading'
          ? strings.loadingWallets
          : directory.status === 'error'
            ? strings.walletsUnavailable
            : entries.length === 0
              ? strings.noWalletsFound
              : ''}
      </p>
      {directory.hasMore && directory.status !== 'loading' ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={directory.loadMore}
        >
          <span className="portico-row-name">{strings.loadMore}</span>
        </button>
      ) : null}
    </div>
  )
}
