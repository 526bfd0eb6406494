import type { ChainAdapter, ChainNamespace } from '../adapter'
import {
  ChainAdapterNotFoundError,
  DisconnectChainError,
  DisconnectError,
} from '../errors/connection'
import { type TrackEvent, trackedEvents } from '../errors/events'
import { InvalidParameterError } from '../errors/parameter'
import { createStore, type Store } from '../store/createStore'

/** Connection status (SPEC §3, §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** A deep-link record of the last mobile wallet used (SPEC §3). */
export type WcLinking = { name: string; href: string }

/** The wallet last connected with. */
export type ConnectedWallet = { id: string; name: string; imageUrl?: string | undefined }

/** One namespace's connection. */
export type NamespaceConnection = {
  status: ConnectionStatus
  address?: string | undefined
  /** `namespace:chainId:address`. */
  caipAddress?: string | undefined
  connectorId?: string | undefined
}

/** The connection state (SPEC §3). */
export type ConnectionState = {
  status: ConnectionStatus
  /** WalletConnect pairing URI. */
  wcUri: string | undefined
  /** Pairing expiry, ms since the epoch. */
  wcPairingExpiry: number | undefined
  wcLinking: WcLinking | undefined
  recentWallet: ConnectedWallet | undefined
  /** The last connection attempt failed. */
  wcError: boolean
  /** A connection is being prepared (QR code loading). */
  buffering: boolean
  connections: Partial<Record<ChainNamespace, NamespaceConnection>>
}

/** Hooks into the rest of the app that the connection store calls. All optional. */
export type CreateConnectionStoreParameters = {
  /** Resets the transaction history store (on reset). */
  resetTransactions?: (() => void) | undefined
  /** Deletes the stored deep link (on reset). */
  deleteDeepLink?: (() => void) | undefined
  /** Stores the deep link (on a successful connect with one). */
  storeDeepLink?: ((linking: WcLinking) => void) | undefined
  /** Clears a namespace's sessions, account, network, connector id and send draft (on disconnect). */
  clearNamespace?: ((namespace: ChainNamespace) => void) | undefined
  /** Receives tracked events (DISCONNECT_ERROR, CONNECT_SUCCESS). */
  track?: TrackEvent | undefined
}

/** Parameters of `setConnected`. */
export type SetConnectedParameters = {
  namespace: ChainNamespace
  address: string
  caipAddress?: string | undefined
  connectorId?: string | undefined
  /** The wallet used; becomes the recent wallet. */
  wallet?: ConnectedWallet | undefined
  /** Deep link of a mobile wallet; stored. */
  linking?: WcLinking | undefined
  /** How the wallet connected, recorded with CONNECT_SUCCESS. */
  method?: 'browser' | 'mobile' | 'qrcode' | undefined
}

/** Parameters of `disconnect`. */
export type DisconnectNamespacesParameters = {
  /** Adapters by namespace. */
  adapters: Partial<Record<ChainNamespace, Pick<ChainAdapter, 'disconnect'>>>
  /** Disconnect only this namespace; default every connected namespace. */
  namespace?: ChainNamespace | undefined
}

/** Return type of {@link createConnectionStore}. */
export type CreateConnectionStoreReturnType = Store<ConnectionState> & {
  /** Clears URI, expiry, linking and recent wallet, sets disconnected, resets transactions and deletes the deep link. */
  reset: () => void
  setConnecting: () => void
  setConnected: (parameters: SetConnectedParameters) => void
  /** One namespace left (its wallet disconnected); the overall status follows the others. */
  setDisconnected: (namespace: ChainNamespace) => void
  /** Stores a WalletConnect pairing URI and its expiry. */
  setPairing: (parameters: { uri: string; expiry: number }) => void
  /**
   * Disconnects namespaces through their adapters. Each disconnected namespace is cleared; a
   * per-namespace failure tracks DISCONNECT_ERROR with `Failed to disconnect chain {x}: {message}`
   * and the call then throws `Failed to disconnect` (its cause: the first chain's error).
   */
  disconnect: (parameters: DisconnectNamespacesParameters) => Promise<void>
}

const initialState = (): ConnectionState => ({
  status: 'disconnected',
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcError: false,
  buffering: false,
  connections: {},
})

const overallStatus = (connections: ConnectionState['connections']): ConnectionStatus => {
  const statuses = Object.values(connections).map((c) => c?.status)
  if (statuses.includes('connected')) return 'connected'
  if (statuses.includes('connecting')) return 'connecting'
  return 'disconnected'
}

/**
 * Creates the wallet connection store (SPEC §3, §4). Framework-free: other stores are reached
 * through the hooks passed in.
 *
 * @example
 * const connection = createConnectionStore({ track: console.log })
 * connection.setConnected({ namespace: 'eip155', address: '0xf39F…2266' })
 * await connection.disconnect({ adapters: { eip155: evmAdapter } })
 */
export function createConnectionStore(
  parameters: CreateConnectionStoreParameters = {},
): CreateConnectionStoreReturnType {
  const { resetTransactions, deleteDeepLink, storeDeepLink, clearNamespace, track } = parameters
  const store = createStore<ConnectionState>(initialState())

  const reset = () => {
    store.setState({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    })
    resetTransactions?.()
    deleteDeepLink?.()
  }

  const setConnecting = () => store.setState({ status: 'connecting', wcError: false })

  const setPairing = ({ uri, expiry }: { uri: string; expiry: number }) => {
    if (!uri.startsWith('wc:'))
      throw new InvalidParameterError({ reason: `A pairing URI starts with wc:, got ${uri}` })
    if (!Number.isFinite(expiry))
      throw new InvalidParameterError({ reason: `A pairing expiry must be a time, got ${expiry}` })
    store.setState({ wcUri: uri, wcPairingExpiry: expiry, buffering: false })
  }

  const setConnected = (connected: SetConnectedParameters) => {
    const { namespace, address, caipAddress, connectorId, wallet, linking, method } = connected
    if (!address)
      throw new InvalidParameterError({
        reason: `A connected ${namespace} account needs an address`,
      })
    store.setState((state) => ({
      status: 'connected',
      wcError: false,
      buffering: false,
      connections: {
        ...state.connections,
        [namespace]: { status: 'connected', address, caipAddress, connectorId },
      },
      ...(wallet ? { recentWallet: wallet } : {}),
      ...(linking ? { wcLinking: linking } : {}),
    }))
    if (linking) storeDeepLink?.(linking)
    if (method) track?.({ event: trackedEvents.CONNECT_SUCCESS, properties: { method, namespace } })
  }

  const setDisconnected = (namespace: ChainNamespace) =>
    store.setState((state) => {
      const connections = { ...state.connections, [namespace]: { status: 'disconnected' as const } }
      return { connections, status: overallStatus(connections) }
    })

  const disconnect = async ({ adapters, namespace }: DisconnectNamespacesParameters) => {
    const connected = (
      Object.entries(store.getState().connections) as Array<[ChainNamespace, NamespaceConnection]>
    )
      .filter(([, connection]) => connection.status !== 'disconnected')
      .map(([ns]) => ns)
    const namespaces = namespace ? [namespace] : connected
    const failures: DisconnectChainError[] = []
    await Promise.all(
      namespaces.map(async (ns) => {
        try {
          const adapter = adapters[ns]
          if (!adapter) throw new ChainAdapterNotFoundError({ details: `Namespace: ${ns}` })
          await adapter.disconnect()
          setDisconnected(ns)
          clearNamespace?.(ns)
        } catch (error) {
          const failure = new DisconnectChainError({ chain: ns, cause: error })
          failures.push(failure)
          track?.({
            event: trackedEvents.DISCONNECT_ERROR,
            properties: { message: failure.shortMessage },
          })
        }
      }),
    )
    if (failures.length > 0) {
      throw new DisconnectError({
        cause: failures[0],
        details: failures.map((f) => f.shortMessage).join(', '),
      })
    }
  }

  return { ...store, reset, setConnecting, setConnected, setDisconnected, setPairing, disconnect }
}
