import { usePorticoConfig } from '../context'

/** UnsupportedChain: the wallet is on a network the app did not request; one button per network. */
export function UnsupportedChainView() {
  const config = usePorticoConfig()
  return (
    <>
      <p className="portico-muted">{config.strings.unsupportedChain}</p>
      <ul className="portico-list">
        {config.networks.map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="portico-row"
              onClick={() => void config.switchNetwork(network.id)}
            >
              <span className="portico-row-name">{network.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
