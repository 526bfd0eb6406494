import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/** ConnectingExternal: waits for the wallet to answer the connection request. */
export function ConnectingExternalView() {
  const config = usePorticoConfig()
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
