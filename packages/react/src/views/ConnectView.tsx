import { isMobile } from '@portico/core'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { LazyEmailLoginForm } from './LazyEmailViews'
import { WalletList } from './WalletList'

/**
 * Connect: the email field when an embedded wallet is configured (SPEC §2 default), then the
 * installed wallets (recent first), `WalletConnect` when configured, and `All Wallets`.
 */
export function ConnectView() {
  const config = usePorticoConfig()
  const { recentWallets } = useStore(config.recentWallets)
  const { connectors } = useStore(config.connectors)
  const { connectTo } = useStore(config.namespace)
  const email =
    config.embeddedWallet !== undefined &&
    connectors.some(
      (c) => c.type === 'AUTH' && (!connectTo || c.namespaces.includes(connectTo.namespace)),
    )
  return (
    <>
      {email ? <LazyEmailLoginForm /> : null}
      <WalletList recentIds={recentWallets.map((w) => w.id)} />
      {connectors.some(
        (c) =>
          c.type === 'WALLET_CONNECT' && (!connectTo || c.namespaces.includes(connectTo.namespace)),
      ) ? (
        <button
          type="button"
          className="portico-row"
          onClick={() =>
            // A phone cannot scan its own screen: it gets the wallets to open instead.
            isMobile(globalThis.navigator?.userAgent ?? '')
              ? config.router.push('ConnectingWalletConnectBasic')
              : config.router.push('ConnectingWalletConnect', {})
          }
        >
          <span className="portico-wallet-icon" aria-hidden="true" />
          <span className="portico-row-name">{config.strings.walletConnect.title}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.router.push('AllWallets')}
      >
        <span className="portico-row-name">{config.strings.allWallets}</span>
      </button>
    </>
  )
}
