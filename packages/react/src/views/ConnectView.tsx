import { isMobile } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { LazyEmailLoginForm, LazySocialButtons } from './LazyEmailViews'
import {
  AllWalletsView,
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
  preloadViews,
} from './lazyViews'
import { WalletConnectMark } from './WalletConnectMark'
import { WalletList } from './WalletList'

/**
 * Connect: the social logins the server offers and the email field when an embedded wallet is
 * configured (SPEC §2 default), then the
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
  const hasWalletConnect = connectors.some(
    (c) =>
      c.type === 'WALLET_CONNECT' && (!connectTo || c.namespaces.includes(connectTo.namespace)),
  )
  useEffect(() => {
    preloadViews(AllWalletsView)
    if (!hasWalletConnect) return
    const mobile = isMobile(globalThis.navigator?.userAgent ?? '')
    preloadViews(mobile ? ConnectingWalletConnectBasicView : ConnectingWalletConnectView)
  }, [hasWalletConnect])
  return (
    <>
      {email ? <LazySocialButtons /> : null}
      {email ? <LazyEmailLoginForm /> : null}
      <WalletList recentIds={recentWallets.map((w) => w.id)} />
      {hasWalletConnect ? (
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
          <WalletConnectMark />
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
