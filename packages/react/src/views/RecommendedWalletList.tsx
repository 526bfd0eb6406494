import { walletListsOf } from '../config/configOptions'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { knownRecommendedWallets, recommendedWalletsOf } from './recommendedWallets'

/**
 * The server's recommended wallets that are not installed here (SPEC §9: 4), below the installed
 * ones on Connect; one picked connects over WalletConnect (its QR code and deep link). Shown only
 * when WalletConnect is configured (without it such a wallet cannot connect: All Wallets gives its
 * links), and only once read (`loadRecommendedWallets`, when the page was idle or Connect opened).
 */
export function RecommendedWalletList() {
  const config = usePorticoConfig()
  const { connectors } = useStore(config.connectors)
  const { connectTo } = useStore(config.namespace)
  const lists = walletListsOf(config)
  const walletConnect =
    !lists.excludeWalletIds?.includes('walletConnect') &&
    connectors.some(
      (c) =>
        c.type === 'WALLET_CONNECT' && (!connectTo || c.namespaces.includes(connectTo.namespace)),
    )
  const wallets = walletConnect
    ? recommendedWalletsOf({
        listings: knownRecommendedWallets(config) ?? [],
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
