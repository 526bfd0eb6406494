import {
  type AdapterAccount,
  type AdapterConnector,
  type AdapterNetwork,
  BalanceUnavailableError,
  type ChainAdapter,
  type Clock,
  type CreateConnectionStoreReturnType,
  type CreateModalStoreReturnType,
  type CreateRouterReturnType,
  type CreateToastStoreReturnType,
  createBalanceRetryBlock,
  createConnectionStore,
  createModalStore,
  createRouter,
  createStore,
  createToastStore,
  type FetchFunction,
  initialSiwxState,
  type SiwxConfig,
  SiwxNotEnabledError,
  type SiwxState,
  type Store,
  systemClock,
  type ThemeMode,
  type TrackEvent,
  type View,
  type ViewArguments,
} from '@portico/core'
import {
  type CreateRecentWalletsStoreReturnType,
  createRecentWalletsStore,
  type RecentWalletsStorage,
} from './createRecentWalletsStore'
import { isUnsupportedChain } from './isUnsupportedChain'
import type { BindSiwxReturnType } from './siwx/bindSiwx'
import { en, type Strings } from './strings/en'
import { bindWalletConnect, type WalletConnectBinding } from './walletConnect/bindWalletConnect'

/** Native balance of the connected account on its current network, as read from the chain. */
export type BalanceState = {
  status: 'idle' | 'loading' | 'success' | 'error'
  value: bigint | undefined
  decimals: number
  symbol: string | undefined
  /** `caipAddress` the value belongs to (a change of account or network refetches). */
  caipAddress: string | undefined
}

export type CreatePorticoConfigParameters = {
  /** The project id sent to the Portico server (`portico-local` on the embedded default). */
  projectId: string
  /** The networks the app requests, first is the default. */
  networks: readonly AdapterNetwork[]
  /** The chain adapters, e.g. `[createEvmAdapter({ … })]`. Only the first is used today (one namespace). */
  adapters: readonly ChainAdapter[]
  /** Default `dark` (SPEC §9). */
  themeMode?: ThemeMode | undefined
  /** When false, the modal never asks the wallet to switch network. Default true. */
  enableNetworkSwitch?: boolean | undefined
  /** When true, a wallet on a network the app did not request is accepted. Default false. */
  allowUnsupportedChain?: boolean | undefined
  /** User-visible strings; English by default. */
  strings?: Strings | undefined
  /** Time source (toasts); the system clock by default. */
  clock?: Clock | undefined
  /**
   * Where recent wallets and declined optional sign-ins are kept; `localStorage` in a browser by
   * default, `null` for nowhere.
   */
  storage?: RecentWalletsStorage | null | undefined
  /** The Portico server (wallet directory, balances, identity); the page's origin by default. */
  apiUrl?: string | undefined
  /** `fetch` for the server's API; the global one by default. */
  fetch?: FetchFunction | undefined
  /**
   * Sign in with the wallet (SIWX) after connecting: `createPorticoSiwx(…)` for Portico's server,
   * or the app's own implementation. Off when unset.
   */
  siwx?: SiwxConfig | undefined
  /** Receives tracked events (SIWX_AUTH_SUCCESS, CONNECT_SUCCESS, …). Analytics is off by default. */
  track?: TrackEvent | undefined
}

export type PorticoConfig = {
  readonly projectId: string
  readonly networks: readonly AdapterNetwork[]
  readonly adapter: ChainAdapter
  readonly themeMode: ThemeMode
  readonly strings: Strings
  readonly enableNetworkSwitch: boolean
  readonly allowUnsupportedChain: boolean
  /** The Portico server's origin, or undefined when there is none (no page origin either). */
  readonly apiUrl: string | undefined
  readonly fetch: FetchFunction | undefined
  readonly clock: Clock
  readonly router: CreateRouterReturnType
  readonly modal: CreateModalStoreReturnType
  readonly toast: CreateToastStoreReturnType
  readonly connection: CreateConnectionStoreReturnType
  /** The last two wallets connected with, most recent first. */
  readonly recentWallets: CreateRecentWalletsStoreReturnType
  /** The adapter's account, updated by its watcher (read from wagmi, never written here). */
  readonly account: Store<AdapterAccount>
  /** Installed wallets, one per rdns. */
  readonly connectors: Store<{ connectors: readonly AdapterConnector[] }>
  readonly balance: Store<BalanceState>
  /** Sign-in state of the active account (stays `idle` when sign-in is off). */
  readonly siwx: Store<SiwxState>
  /** Sign-in is configured. */
  readonly siwxEnabled: boolean
  /** The app's event sink (`track` parameter); does nothing when analytics is off. */
  readonly track: TrackEvent
  /** Starts watchers and restores the previous session; returns the function that stops them. */
  start(): () => void
  /** Opens the modal on a view, or on Account when connected and Connect otherwise. */
  open(...args: [] | ViewArguments): void
  close(): void
  /** Connects a wallet: shows ConnectingExternal, closes on success; a refusal toasts and goes back. */
  connect(connectorId: string): Promise<void>
  /** Disconnects (SPEC §4); a failure shows `Failed to disconnect`. */
  disconnect(): Promise<void>
  /** Asks the wallet to switch to one of the requested networks. */
  switchNetwork(chainId: number | string): Promise<void>
  /** Reads the native balance of the connected account now. */
  refreshBalance(): Promise<void>
  /** WalletConnect: the ConnectingWalletConnect view's actions (code loaded on first use). */
  readonly walletConnect: WalletConnectBinding
  /** Signs in the active account (the SIWXSignMessage view's Sign). Throws when sign-in is off. */
  signIn(): Promise<boolean>
  /** The SIWXSignMessage view's Cancel (disconnects when sign-in is required). */
  cancelSignIn(): Promise<void>
}

/** The views a WalletConnect connection completes on (QR on desktop, the Basic list on a phone). */
const walletConnectViews: ReadonlySet<View> = new Set([
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/**
 * Creates Portico's runtime for `<PorticoProvider>`: the core stores (router, modal, toast,
 * connection), bound to the adapter's watchers, and the actions the modal uses. Framework-free.
 *
 * @example
 * const adapter = createEvmAdapter({ networks, rpcUrl })
 * const config = createPorticoConfig({ projectId: 'portico-local', networks, adapters: [adapter] })
 * <PorticoProvider config={config}><ConnectButton /></PorticoProvider>
 */
export function createPorticoConfig(parameters: CreatePorticoConfigParameters): PorticoConfig {
  const { projectId, networks, adapters } = parameters
  if (!projectId) throw new TypeError('createPorticoConfig needs a projectId')
  if (networks.length === 0) throw new TypeError('createPorticoConfig needs at least one network')
  const adapter = adapters[0]
  if (!adapter) throw new TypeError('createPorticoConfig needs an adapter')
  const clock = parameters.clock ?? systemClock
  const strings = parameters.strings ?? en
  const enableNetworkSwitch = parameters.enableNetworkSwitch ?? true
  const allowUnsupportedChain = parameters.allowUnsupportedChain ?? false

  const account = createStore<AdapterAccount>(adapter.getAccount())
  const connectors = createStore({ connectors: adapter.getConnectors() })
  const balance = createStore<BalanceState>({
    status: 'idle',
    value: undefined,
    decimals: 18,
    symbol: undefined,
    caipAddress: undefined,
  })
  const router = createRouter({
    clock,
    closeModal: () => modal.close(),
    getConnectedAddress: () => account.getState().address,
  })
  const { siwx: siwxConfig, track = () => {} } = parameters
  const siwx = createStore<SiwxState>(initialSiwxState)
  const modal = createModalStore({
    router,
    defaultView: () => (account.getState().status === 'connected' ? 'Account' : 'Connect'),
    signIn: {
      isRequired: () => siwxConfig?.getRequired?.() === true,
      hasSessions: () => siwx.getState().sessions.length > 0,
    },
  })
  const toast = createToastStore({ clock })
  const walletConnect = bindWalletConnect({ storage: parameters.storage })
  const connection = createConnectionStore({ track, ...walletConnect.deepLinkHooks })
  const storage =
    parameters.storage === null
      ? undefined
      : (parameters.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage))
  const recentWallets = createRecentWalletsStore({ storage })

  const unsupported = (state: AdapterAccount) =>
    state.status === 'connected' &&
    isUnsupportedChain({
      chainId: state.chainId,
      networks,
      enableNetworkSwitch,
      allowUnsupportedChain,
    })

  // Sign-in flows (core's createSiwxStore) load on first need.
  let siwxFlow: Promise<BindSiwxReturnType> | undefined
  const loadSiwxFlow = (implementation: SiwxConfig) => {
    siwxFlow ??= import('./siwx/bindSiwx').then(({ bindSiwx }) =>
      bindSiwx({
        siwx: implementation,
        store: siwx,
        getAccount: () => account.getState(),
        isNetworkSupported: (id) => networks.some((n) => n.caipNetworkId === id),
        signMessage: (p) => adapter.signMessage(p),
        disconnect: () => config.disconnect(),
        router,
        modal,
        toast,
        track,
        clock,
        storage,
      }),
    )
    return siwxFlow
  }
  /** Sign-in check of the active account; resolves to whether the sign view is shown. */
  const checkSignIn = async () => (siwxConfig ? (await loadSiwxFlow(siwxConfig)).check() : false)

  const errorText = (error: unknown, fallback: string) =>
    (error as { shortMessage?: string })?.shortMessage ?? fallback

  // SPEC §4/§8: a failed balance read shows `Token Balance Unavailable` and blocks retries 30 s.
  const balanceRetryBlock = createBalanceRetryBlock({ clock })
  let balanceRead: { caipAddress: string; promise: Promise<void> } | undefined
  const refreshBalance = () => {
    const { caipAddress } = account.getState()
    // One read at a time per account and network: callers share it.
    if (balanceRead && balanceRead.caipAddress === caipAddress) return balanceRead.promise
    const promise = readBalance().finally(() => {
      if (balanceRead?.promise === promise) balanceRead = undefined
    })
    if (caipAddress) balanceRead = { caipAddress, promise }
    return promise
  }
  const readBalance = async () => {
    const { address, caipAddress, chainId } = account.getState()
    if (!address || !caipAddress || !networks.some((n) => n.id === chainId)) return
    if (balanceRetryBlock.isBlocked(caipAddress)) {
      balance.setState({ status: 'error', value: undefined, caipAddress })
      return
    }
    balance.setState({ status: 'loading', value: undefined, caipAddress })
    try {
      const result = await adapter.getBalance({ address, chainId })
      if (account.getState().caipAddress !== caipAddress) return
      balance.setState({ status: 'success', ...result, caipAddress })
    } catch {
      balanceRetryBlock.recordFailure(caipAddress)
      if (account.getState().caipAddress !== caipAddress) return
      balance.setState({ status: 'error', caipAddress })
      toast.showToast({ variant: 'error', message: new BalanceUnavailableError().shortMessage })
    }
  }

  const onAccount = (next: AdapterAccount, previous: AdapterAccount | undefined) => {
    account.setState(next)
    const { namespace } = adapter
    if (next.status === 'connected' && next.address) {
      connection.setConnected({
        namespace,
        address: next.address,
        caipAddress: next.caipAddress,
        connectorId: next.connectorId,
      })
    } else if (next.status === 'connecting' || next.status === 'reconnecting') {
      connection.setConnecting()
    } else if (next.status === 'disconnected') {
      connection.setState((state) => ({
        status: 'disconnected',
        connections: { ...state.connections, [namespace]: { status: 'disconnected' } },
      }))
    }
    if (next.caipAddress !== previous?.caipAddress && next.status === 'connected') {
      void refreshBalance()
    }
    // SPEC §4: a connect, a reload, an account or network switch re-checks the sign-in session.
    const changed = next.caipAddress !== previous?.caipAddress || previous?.status !== 'connected'
    const oneprompt = walletConnect.isAuthenticating() // WalletConnect signs in with the connection
    if (siwxConfig && next.status === 'connected' && changed && !unsupported(next) && !oneprompt) {
      void checkSignIn()
    } else if (next.status === 'disconnected' && siwx.getState().caipAddress) {
      siwx.setState(initialSiwxState)
    }
    // SPEC §2: the modal shows UnsupportedChain while the wallet is on a network not requested.
    if (unsupported(next)) {
      if (router.getState().view !== 'UnsupportedChain' || !modal.getState().open)
        modal.open('UnsupportedChain')
    } else if (router.getState().view === 'UnsupportedChain' && modal.getState().open) {
      if (next.status === 'connected') modal.close()
    }
  }

  const config: PorticoConfig = {
    projectId,
    networks,
    adapter,
    themeMode: parameters.themeMode ?? 'dark',
    strings,
    enableNetworkSwitch,
    allowUnsupportedChain,
    apiUrl: parameters.apiUrl ?? globalThis.location?.origin,
    fetch: parameters.fetch,
    clock,
    router,
    modal,
    toast,
    connection,
    recentWallets,
    account,
    connectors,
    balance,
    start() {
      const stopAccount = adapter.watchAccount((next) => onAccount(next, account.getState()))
      const stopConnectors = adapter.watchConnectors((list) =>
        connectors.setState({ connectors: list }),
      )
      connectors.setState({ connectors: adapter.getConnectors() })
      onAccount(adapter.getAccount(), undefined)
      void adapter.reconnect().catch(() => undefined)
      return () => {
        stopAccount()
        stopConnectors()
      }
    },
    open(...args) {
      if (args.length === 0 && unsupported(account.getState())) modal.open('UnsupportedChain')
      else modal.open(...args)
    },
    close() {
      modal.close()
    },
    async connect(connectorId) {
      const wallet = connectors.getState().connectors.find((c) => c.id === connectorId)
      if (!wallet) throw new TypeError(`Unknown wallet: ${connectorId}`)
      router.push('ConnectingExternal', { connectorId, name: wallet.name })
      try {
        await adapter.connect({ connectorId })
        const state = account.getState()
        recentWallets.add({ id: wallet.id, name: wallet.name })
        if (state.address) {
          connection.setConnected({
            namespace: adapter.namespace,
            address: state.address,
            caipAddress: state.caipAddress,
            connectorId,
            wallet: { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl },
            method: 'browser',
          })
        }
        // Connected: the modal closes (the button now opens Account), unless the wallet sits on a
        // network the app did not request, or the account has to sign in (SIWXSignMessage).
        if (unsupported(state)) router.reset('UnsupportedChain')
        else if (!(await checkSignIn()) && router.getState().view === 'ConnectingExternal')
          modal.close()
      } catch (error) {
        toast.showToast({ variant: 'error', message: errorText(error, strings.unknownError) })
        if (router.getState().view === 'ConnectingExternal') router.goBack()
      }
    },
    async disconnect() {
      try {
        // Sign out on the server first (at most 3 s): the cookie's session is revoked.
        if (siwxConfig) await (await loadSiwxFlow(siwxConfig)).signOut()
        await connection.disconnect({ adapters: { [adapter.namespace]: adapter } })
        balance.setState({ status: 'idle', value: undefined, caipAddress: undefined })
        modal.close()
        router.reset('Connect')
      } catch (error) {
        toast.showToast({ variant: 'error', message: errorText(error, strings.disconnectFailed) })
      }
    },
    async switchNetwork(chainId) {
      try {
        await adapter.switchNetwork({ chainId })
      } catch (error) {
        toast.showToast({ variant: 'error', message: errorText(error, strings.switchDeclined) })
      }
    },
    refreshBalance,
    walletConnect: walletConnect.actions(() => ({
      adapter,
      connectors,
      account,
      connection,
      recentWallets,
      toast,
      clock,
      strings,
      siwx: siwxConfig,
      afterConnect: async (state) => {
        if (unsupported(state)) router.reset('UnsupportedChain')
        else if (!(await checkSignIn()) && walletConnectViews.has(router.getState().view))
          modal.close()
      },
    })),
    siwx,
    siwxEnabled: siwxConfig !== undefined,
    track,
    async signIn() {
      if (!siwxConfig) throw new SiwxNotEnabledError()
      return (await loadSiwxFlow(siwxConfig)).sign()
    },
    async cancelSignIn() {
      if (!siwxConfig) throw new SiwxNotEnabledError()
      return (await loadSiwxFlow(siwxConfig)).cancel()
    },
  }
  return config
}
