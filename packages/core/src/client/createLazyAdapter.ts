import type {
  AdapterAccount,
  AdapterConnector,
  AdapterNetwork,
  ChainAdapter,
  ChainNamespace,
} from '../adapter'

export type CreateLazyAdapterParameters = {
  namespace: ChainNamespace
  /** The networks the adapter will serve (known before its code loads). */
  networks: readonly AdapterNetwork[]
  /** Loads the adapter's code and creates it, e.g. `() => import('./solana').then((m) => m.create())`. */
  load: () => Promise<ChainAdapter>
  /**
   * Where the adapter notes that it was connected, so a reload loads it at once to restore the
   * session; `localStorage` in a browser by default, `null` for nowhere.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

export type LazyAdapter = ChainAdapter & {
  /** Loads the code now (the client calls it when a wallet is picked); resolves to the adapter. */
  prepare(): Promise<ChainAdapter>
  /** Whether the code is loaded. */
  readonly loaded: boolean
}
export type CreateLazyAdapterReturnType = LazyAdapter

const disconnected: AdapterAccount = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  caipAddress: undefined,
  connectorId: undefined,
}

/**
 * A chain adapter whose code loads on demand (STYLE 7: Solana loads with `import()`), so an app
 * configured for a namespace carries none of its code in the first load. Until loaded it has no
 * wallets and no account; it loads when a wallet is picked (the client's connect), when one of its
 * methods is called, when the modal opens filtered to its namespace (a network of it picked), or
 * at start when the previous visit left it connected and active (a session left connected but not
 * active comes back, silently, when the modal opens). Watchers registered before the load move to
 * the real adapter. So Connect lists the wallets of the eagerly loaded adapters (EIP-6963's) at
 * once, with no request; a wallet of both namespaces connects both when picked.
 *
 * @example
 * const solana = createLazyAdapter({
 *   namespace: 'solana',
 *   networks: [solanaLocal],
 *   load: () => import('@portico/solana').then((m) => m.createSolanaAdapter({ networks: [solanaLocal] })),
 * })
 * createPorticoConfig({ projectId, networks: [devnet, solanaLocal], adapters: [evm, solana] })
 */
export function createLazyAdapter(parameters: CreateLazyAdapterParameters): LazyAdapter {
  const { namespace, networks, load } = parameters
  const storage =
    parameters.storage === null
      ? undefined
      : (parameters.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage))
  const key = `portico.lazyAdapter.${namespace}.connected`
  let inner: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined
  const accountWatchers = new Map<(account: AdapterAccount) => void, () => void>()
  const connectorWatchers = new Map<(list: readonly AdapterConnector[]) => void, () => void>()

  const remember = (account: AdapterAccount) => {
    try {
      if (account.status === 'connected') storage?.setItem(key, '1')
      else if (account.status === 'disconnected') storage?.removeItem(key)
    } catch {
      // Storage blocked: a reload then waits for the modal to load the adapter.
    }
  }
  const prepare = () => {
    loading ??= load().then((adapter) => {
      inner = adapter
      // Left connected last time: restore the session (silently) now that the code is here.
      if (wasConnected()) void adapter.reconnect().catch(() => undefined)
      adapter.watchAccount(remember)
      for (const [watcher] of accountWatchers) {
        accountWatchers.set(watcher, adapter.watchAccount(watcher))
        watcher(adapter.getAccount())
      }
      for (const [watcher] of connectorWatchers) {
        connectorWatchers.set(watcher, adapter.watchConnectors(watcher))
        watcher(adapter.getConnectors())
      }
      return adapter
    })
    return loading
  }
  const wasConnected = () => {
    try {
      return storage?.getItem(key) === '1'
    } catch {
      return false
    }
  }

  return {
    namespace,
    networks,
    get loaded() {
      return inner !== undefined
    },
    prepare,
    getAccount: () => inner?.getAccount() ?? disconnected,
    getConnectors: () => inner?.getConnectors() ?? [],
    // The client calls this at start only when this namespace was the active one (see
    // createPorticoClient); otherwise the session comes back when the modal opens (`prepare`).
    async reconnect() {
      if (inner) await inner.reconnect()
      else if (wasConnected()) await prepare()
    },
    connect: async (p) => (await prepare()).connect(p),
    async disconnect(p) {
      if (inner) await inner.disconnect(p)
    },
    // Only a loaded adapter reports `connections`, the only way to name a wallet to switch to.
    switchConnection: async (p) => (await prepare()).switchConnection?.(p),
    switchNetwork: async (p) => (await prepare()).switchNetwork(p),
    signMessage: async (p) => (await prepare()).signMessage(p),
    sendTransaction: async (p) => (await prepare()).sendTransaction(p),
    getBalance: async (p) => (await prepare()).getBalance(p),
    estimateSend: async (p) => (await prepare()).estimateSend(p),
    sendToken: async (p) => (await prepare()).sendToken(p),
    waitForTransaction: async (p) => (await prepare()).waitForTransaction(p),
    watchAccount(onChange) {
      accountWatchers.set(onChange, inner ? inner.watchAccount(onChange) : () => undefined)
      return () => {
        accountWatchers.get(onChange)?.()
        accountWatchers.delete(onChange)
      }
    },
    watchConnectors(onChange) {
      connectorWatchers.set(onChange, inner ? inner.watchConnectors(onChange) : () => undefined)
      return () => {
        connectorWatchers.get(onChange)?.()
        connectorWatchers.delete(onChange)
      }
    },
  }
}
