import {
  knownRecommendedWallets,
  loadRecommendedWallets,
  recommendedWalletsOf,
  walletListsOf,
} from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/**
 * The server's recommended wallets that are not installed here (SPEC §9: 4), below the installed
 * ones on Connect; one picked connects over WalletConnect (its QR code and deep link). Shown only
 * when WalletConnect is configured (without it such a wallet cannot connect: All Wallets gives its
 * links), once read (`loadRecommendedWallets`: when the page was idle, so they are in Connect's
 * first frame; else when Connect opened).
 */
export function RecommendedWalletList() {
  const config = usePorticoConfig()
  const { connectors } = useStore(config.connectors)
  const { connectTo } = useStore(config.namespace)
  const lists = walletListsOf(config)
  const [known, setKnown] = useState(() => knownRecommendedWallets(config))
  // Read when the page was idle (prefetchViews); else now, the rows following the wallet list.
  useEffect(() => {
    if (known) return
    let live = true
    void loadRecommendedWallets(config).then((wallets) => live && setKnown(wallets))
    return () => {
      live = false
    }
  }, [config, known])
  const walletConnect =
    !lists.excludeWalletIds?.includes('walletConnect') &&
    connectors.some(
      (c) =>
        c.type === 'WALLET_CONNECT' && (!connectTo || c.namespaces.includes(connectTo.namespace)),
    )
  const wallets = walletConnect
    ? recommendedWalletsOf({
        listings: known ?? [],
        connectors,
        namespace: connectTo?.namespace,
        lists,
      })
    : []
  if (wallets.length === 0) return null
  return (
    <ul className="portico-list" aria-label={config.strings.modal.recommendedWallets}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            className="portico-row"
            aria-label={wallet.name}
            onClick={() =>
              config.router.push('ConnectingWalletConnect', {
                walletId: wallet.id,
                name: wallet.name,
                mobileLink: wallet.mobile_link ?? undefined,
                imageUrl: wallet.imageUrl,
              })
            }
          >
            {wallet.imageUrl ? (
              <img className="portico-wallet-icon" src={wallet.imageUrl} alt="" />
            ) : (
              <span className="portico-wallet-icon portico-wallet-monogram" aria-hidden="true">
                {wallet.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <span className="portico-row-name">{wallet.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
