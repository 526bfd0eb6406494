import type { PorticoConnector } from '@portico/core'
import { installedIds, pickWallets, walletListsOf } from '@portico/core/internal'
import { useId } from 'react'
import { usePorticoConfig } from '../context'
import { toastError } from '../toastError'
import { useStore } from '../useStore'

export type WalletListProps = {
  /** Recent wallets (ids), most recent first; these come first and are labelled. */
  recentIds: readonly string[]
}

/**
 * One button per installed wallet (a wallet of several namespaces once), named by the wallet's
 * name; the app's featured wallets first, then recent ones, labelled `Recent`; only the app's
 * included wallets, never its excluded ones (by id or rdns). While Connect is filtered to a namespace (a network
 * of a namespace not connected was picked) only its wallets are listed. Icons are the data URIs
 * wallets announce (no outside host).
 */
export function WalletList({ recentIds }: WalletListProps) {
  const config = usePorticoConfig()
  const { connectors } = useStore(config.connectors)
  const { connectTo } = useStore(config.namespace)
  const recentLabelId = useId()
  const rank = (c: PorticoConnector) => {
    const index = recentIds.indexOf(c.id)
    return index === -1 ? recentIds.length : index
  }
  // WalletConnect and the email wallet (AUTH) have their own entries (ConnectView); this list is
  // the wallets in the browser.
  // The app's lists (only the included, never the excluded) with featured wallets first, in order.
  const sorted = pickWallets(
    {
      wallets: connectors
        .filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH')
        .filter((c) => !connectTo || c.namespaces.includes(connectTo.namespace))
        .sort((a, b) => rank(a) - rank(b)),
      ...walletListsOf(config),
    },
    installedIds,
  )
  if (sorted.length === 0) return <p className="portico-muted">{config.strings.noWallets}</p>
  return (
    <ul className="portico-list">
      {sorted.map((wallet, index) => {
        const recent = recentIds.includes(wallet.id)
        // One id per tag: two recent wallets must not share one.
        const tagId = `${recentLabelId}-${index}`
        return (
          <li key={wallet.id}>
            <button
              type="button"
              className="portico-row"
              aria-describedby={recent ? tagId : undefined}
              onClick={() => config.connect(wallet.id).catch(toastError(config, 'connect'))}
            >
              {wallet.imageUrl?.startsWith('data:') ? (
                <img className="portico-wallet-icon" src={wallet.imageUrl} alt="" />
              ) : (
                <span className="portico-wallet-icon portico-wallet-monogram" aria-hidden="true">
                  {wallet.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="portico-row-name">{wallet.name}</span>
              {recent ? (
                <span className="portico-tag" id={tagId} aria-hidden="true">
                  {config.strings.recent}
                </span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
