import { toExplorerUrl } from '@portico/core'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/**
 * Account's `View on {explorer}`: the address's page on the block explorer of the network it is
 * on (the network's `blockExplorers.default`, SPEC §3 addressExplorerUrl), in a new tab. Nothing
 * when that network has no explorer (a local chain).
 *
 * @example
 * <AccountExplorerLink />
 */
export function AccountExplorerLink() {
  const config = usePorticoConfig()
  const { address, caipAddress } = useStore(config.account)
  const networkId = caipAddress?.split(':').slice(0, 2).join(':')
  const network = config.networks.find((n) => n.caipNetworkId === networkId)
  const explorer = network?.blockExplorers?.default
  const href = address ? toExplorerUrl({ network, kind: 'address', value: address }) : undefined
  if (!href || !explorer) return null
  return (
    <a
      className="portico-row portico-row-secondary"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <span className="portico-row-name">
        {config.strings.activity.viewOnExplorer(explorer.name)}
      </span>
    </a>
  )
}
