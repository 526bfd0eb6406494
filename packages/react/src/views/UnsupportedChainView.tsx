import { usePorticoConfig } from '../context'
import { NetworkIcon } from '../networks/NetworkIcon'
import { toastError } from '../toastError'
import { useStore } from '../useStore'

/**
 * UnsupportedChain: the wallet is on a network the app did not request; one button per network,
 * each with the network's image (the app's or the server's, a monogram without one).
 */
export function UnsupportedChainView() {
  const config = usePorticoConfig()
  // The wallet's namespace: the networks it can switch to.
  const { active } = useStore(config.namespace)
  return (
    <>
      <p className="portico-muted">{config.strings.modal.unsupportedChain}</p>
      <ul className="portico-list">
        {config.networks
          .filter((network) => network.chainNamespace === active)
          .map((network) => (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="portico-row"
                onClick={() =>
                  config
                    .switchNetwork(network.caipNetworkId)
                    .catch(toastError(config, 'switchNetwork'))
                }
              >
                <NetworkIcon network={network} />
                <span className="portico-row-name">{network.name}</span>
              </button>
            </li>
          ))}
      </ul>
    </>
  )
}
