import type { AdapterAccount, AdapterNetwork, ChainAdapter, ChainNamespace } from '../adapter'
import { NetworkNotFoundError } from '../errors/network'
import type { Store } from '../store/createStore'
import type { NamespaceState } from './createNamespaceStore'
import { findNetwork } from './findNetwork'

export type SwitchToNetworkParameters = {
  /** A CAIP-2 id or a chain id of a requested network. */
  id: number | string
  networks: readonly AdapterNetwork[]
  accounts: Pick<Store<Partial<Record<ChainNamespace, AdapterAccount>>>, 'getState'>
  namespace: Pick<Store<NamespaceState>, 'getState' | 'setState'>
  getAdapter: (namespace: ChainNamespace) => ChainAdapter
  setActiveNamespace: (namespace: ChainNamespace) => void
  /** Shows Connect (the modal opens on it, or it is pushed when the modal is open). */
  openConnect: () => void
}

export type SwitchToNetworkReturnType = {
  /** The requested network asked for. */
  network: AdapterNetwork
  /**
   * `switched` when the namespace's wallet is on it now (or already was); `connecting` when its
   * namespace had no wallet connected and Connect opened for one.
   */
  status: 'switched' | 'connecting'
}

/**
 * The network picker's rule (SPEC §4 "Switch network: changes active namespace"): a network of the
 * active namespace asks its wallet to switch; one of another connected namespace makes that
 * namespace active (and switches its wallet when it is on another network); one of a namespace not
 * connected opens Connect filtered to that namespace's wallets (`namespace.connectTo`).
 *
 * @throws {NetworkNotFoundError} `Network not found` for a network the app did not request.
 * @throws the wallet's error when it refuses or fails to switch.
 * @example
 * await switchToNetwork({ id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', networks, accounts, namespace, … })
 */
export async function switchToNetwork(
  parameters: SwitchToNetworkParameters,
): Promise<SwitchToNetworkReturnType> {
  const { id, networks, accounts, namespace, getAdapter, setActiveNamespace } = parameters
  const network = findNetwork({ networks, id })
  if (!network) throw new NetworkNotFoundError({ details: `Network: ${id}` })
  const target = network.chainNamespace
  const account = accounts.getState()[target]
  if (account?.status !== 'connected') {
    namespace.setState({ connectTo: { namespace: target, chainId: network.id } })
    parameters.openConnect()
    return { network, status: 'connecting' }
  }
  if (target !== namespace.getState().active) setActiveNamespace(target)
  if (String(account.chainId) !== String(network.id))
    await getAdapter(target).switchNetwork({ chainId: network.id })
  return { network, status: 'switched' }
}
