import { useEffect } from 'react'
import { usePorticoConfig } from '../context'
import { preloadViews } from '../modal/lazyView'
import { useStore } from '../useStore'
import { AccountView, SIWXSignMessageView } from './lazyAccountViews'

/**
 * ConnectingExternal: waits for the wallet to answer the connection request (meanwhile the views
 * that follow a connect load: the sign-in prompt, Account).
 */
export function ConnectingExternalView() {
  const config = usePorticoConfig()
  useEffect(() => preloadViews(AccountView, SIWXSignMessageView), [])
  const { data } = useStore(config.router)
  const { connectors } = useStore(config.connectors)
  const target = data as { connectorId: string; name: string } | undefined
  const wallet = connectors.find((c) => c.id === target?.connectorId)
  const name = target?.name ?? wallet?.name ?? ''
  return (
    <div className="portico-center" aria-busy="true">
      {wallet?.imageUrl?.startsWith('data:') ? (
        <img className="portico-wallet-icon-large" src={wallet.imageUrl} alt="" />
      ) : null}
      <p className="portico-strong">{config.strings.continueIn(name)}</p>
      <p className="portico-muted">{config.strings.connectingHint}</p>
    </div>
  )
}
