import type { AdapterAccount, ChainAdapter, ChainNamespace } from '../adapter'
import { WalletNotFoundError } from '../errors/config'
import type { CreateRouterReturnType } from '../router/createRouter'
import type { View } from '../router/views'
import type { Store } from '../store/createStore'
import type { CreateConnectionStoreReturnType } from '../stores/createConnectionStore'
import { connectNamespaces } from './connectNamespaces'
import type { LazyAdapter } from './createLazyAdapter'
import type { NamespaceState } from './createNamespaceStore'
import type { CreateRecentWalletsStoreReturnType } from './createRecentWalletsStore'
import type { PorticoConnector } from './mergeConnectors'

export type ConnectWalletParameters = {
  /** The wallet's id in the merged list (`connectors`). */
  connectorId: string
  adapters: readonly ChainAdapter[]
  getAdapter: (namespace: ChainNamespace) => ChainAdapter
  connectors: Pick<Store<{ connectors: readonly PorticoConnector[] }>, 'getState'>
  /** Reads the adapters' wallet lists again (after adapters loaded on demand joined). */
  readConnectors: () => void
  namespace: Pick<Store<NamespaceState>, 'getState' | 'setState'>
  router: Pick<CreateRouterReturnType, 'getState' | 'push' | 'goBack'>
  connection: Pick<CreateConnectionStoreReturnType, 'setConnected'>
  recentWallets: Pick<CreateRecentWalletsStoreReturnType, 'add'>
  /** Makes the namespace the user connected the active one. */
  setActiveNamespace: (namespace: ChainNamespace) => void
  /** The active account, once connected. */
  getAccount: () => AdapterAccount
  /** UnsupportedChain, the sign-in check, or closing the modal (the client's `afterConnect`). */
  afterConnect: (account: AdapterAccount, views: ReadonlySet<View>) => Promise<void>
}

export type ConnectWalletReturnType = {
  /** The namespaces that connected, in the order the wallet prompted for them. */
  namespaces: ChainNamespace[]
  /** The active account once connected. */
  account: AdapterAccount
}

/**
 * The client's `connect` (SPEC §4 "Connect"): connects a wallet of the list in every namespace it
 * supports, the active namespace's prompt first (only Connect's namespace when the view is
 * filtered to one). Adapters whose code loads on demand join the wallet's entry first. Shows
 * ConnectingExternal; on success the connected namespace the user was on stays active (else the
 * first connected), the wallet joins the recent ones and `afterConnect` runs; when nothing
 * connected, the view goes back and it rejects with the refusal or failure (the UI decides whether
 * that becomes a toast).
 *
 * @throws {WalletNotFoundError} the id is not in the list.
 * @throws the adapter's error when no namespace connected (`Connection declined` on a refusal).
 * @example
 * await connectWallet({ connectorId: 'dev.portico.testwallet', adapters, getAdapter, connectors, … })
 */
export async function connectWallet(
  parameters: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  const { connectorId, adapters, namespace, router } = parameters
  const pending = adapters.map((a) =>
    (a as Partial<LazyAdapter>).prepare?.().catch(() => undefined),
  )
  if (pending.some(Boolean)) {
    await Promise.all(pending)
    parameters.readConnectors()
  }
  const found = parameters.connectors.getState().connectors.find((c) => c.id === connectorId)
  if (!found) throw new WalletNotFoundError({ details: `Wallet: ${connectorId}` })
  const { connectTo, active } = namespace.getState()
  const targets = connectTo
    ? found.namespaces.filter((ns) => ns === connectTo.namespace)
    : // The active namespace first: its prompt is the one the user asked for.
      [...found.namespaces].sort((a, b) => Number(b === active) - Number(a === active))
  router.push('ConnectingExternal', { connectorId, name: found.name })
  const { connected, failure } = await connectNamespaces({
    wallet: found,
    namespaces: targets,
    getAdapter: parameters.getAdapter,
    chainIdOf: (ns) => (connectTo?.namespace === ns ? connectTo.chainId : undefined),
    onConnected: (ns, state) => {
      if (!state.address) return
      parameters.connection.setConnected({
        namespace: ns,
        address: state.address,
        caipAddress: state.caipAddress,
        connectorId: state.connectorId,
        wallet: { id: found.id, name: found.name, imageUrl: found.imageUrl },
        method: 'browser',
      })
    },
  })
  if (connected.length === 0) {
    if (router.getState().view === 'ConnectingExternal') router.goBack()
    throw failure
  }
  parameters.recentWallets.add({ id: found.id, name: found.name })
  const current = namespace.getState().active
  const preferred = connected.includes(current) ? current : (connected[0] as ChainNamespace)
  namespace.setState({ connectTo: undefined })
  parameters.setActiveNamespace(preferred)
  // Connected: the modal closes (the button now opens Account), unless the wallet sits on a
  // network the app did not request, or the account has to sign in (SIWXSignMessage).
  const account = parameters.getAccount()
  await parameters.afterConnect(account, new Set(['ConnectingExternal']))
  return { namespaces: connected, account }
}
