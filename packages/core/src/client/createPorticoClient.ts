import type { AdapterAccount, ChainAdapter, ChainNamespace } from '../adapter'
import { systemClock } from '../clock/systemClock'
import { ChainAdapterNotFoundError } from '../errors/connection'
import { SiwxNotEnabledError } from '../errors/siwx'
import { UnknownError } from '../errors/unknown'
import { createRouter } from '../router/createRouter'
import { createStore } from '../store/createStore'
import { createConnectionStore } from '../stores/createConnectionStore'
import { createModalStore } from '../stores/createModalStore'
import { createToastStore } from '../stores/createToastStore'
import type { CreateSiwxTokenStoreReturnType } from '../stores/siwx/createSiwxTokenStore'
import { initialSiwxState } from '../stores/siwx/initialSiwxState'
import type { SiwxState } from '../stores/siwx/types'
import {
  createDeepLinkStorage,
  type DeepLinkStorageLike,
} from '../stores/walletConnect/createDeepLinkStorage'
import { checkClientParameters } from './checkClientParameters'
import type { ConnectWalletConnectReturnType, WalletConnectFlow } from './connectWalletConnect'
import { createActiveAccount } from './createActiveAccount'
import { createBalanceReader } from './createBalanceReader'
import type { LazyAdapter } from './createLazyAdapter'
import { createNamespaceStore } from './createNamespaceStore'
import { createRecentWalletsStore } from './createRecentWalletsStore'
import { createSignInLoader } from './createSignInLoader'
import { isUnsupportedChain } from './isUnsupportedChain'
import { mergeConnectors, type PorticoConnector } from './mergeConnectors'
import type { CreatePorticoClientParameters, PorticoClient, PorticoClientAction } from './types'

export type CreatePorticoClientReturnType = PorticoClient
export type { CreatePorticoClientParameters, PorticoClient }

const isDeepLinkStorage = (storage: unknown): storage is DeepLinkStorageLike =>
  typeof (storage as Partial<DeepLinkStorageLike> | undefined)?.removeItem === 'function'

const defaultErrorText = (error: unknown) =>
  (error as { shortMessage?: string })?.shortMessage ?? new UnknownError().shortMessage

/**
 * Creates Portico's framework-free client: the core stores (router, modal, toast, connection,
 * accounts per namespace, balance, sign-in) bound to one adapter per namespace, and the flows the
 * modal runs (connect, disconnect, switch network, sign in), which reject with a typed error (the
 * actions of `@portico/core` call them; the modal turns a rejection into a toast). `@portico/react`'s
 * `createPorticoConfig` wraps it; another framework binds the same stores.
 *
 * The active namespace is the one last connected or selected (SPEC §3, §4): `account`, `balance`
 * and sign-in follow it; a wallet offering several namespaces shows once in `connectors` and
 * connecting it connects each of them.
 *
 * @throws {CheckClientParametersErrorType} a config it cannot run with (no project id, no
 *   network, no adapter, two adapters for one namespace, a network without its adapter).
 * @example
 * const client = createPorticoClient({
 *   projectId: 'portico-local',
 *   networks: [devnet, solanaDevnet],
 *   adapters: [createEvmAdapter({ networks: [devnet] }), createSolanaAdapter({ networks: [solanaDevnet] })],
 * })
 * const stop = client.start()
 * await client.connect('dev.portico.testwallet') // connects EVM and Solana
 * client.account.getState().caipAddress // 'eip155:31337:0xf39F…2266'
 */
export function createPorticoClient(parameters: CreatePorticoClientParameters): PorticoClient {
  const { projectId, networks, adapters } = parameters
  const byNamespace = checkClientParameters({ projectId, networks, adapters })
  const clock = parameters.clock ?? systemClock
  const enableNetworkSwitch = parameters.enableNetworkSwitch ?? true
  const allowUnsupportedChain = parameters.allowUnsupportedChain ?? false
  const { siwx: siwxConfig, track = () => {} } = parameters
  const errorText = parameters.errorText ?? defaultErrorText
  const errorToasts = parameters.errorToasts ?? true
  const storage =
    parameters.storage === null
      ? undefined
      : (parameters.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage))

  const getAdapter = (namespace: ChainNamespace): ChainAdapter => {
    const adapter = byNamespace.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ details: `Namespace: ${namespace}` })
    return adapter
  }
  const namespace = createNamespaceStore({
    namespaces: [...byNamespace.keys()],
    initial: networks[0]?.chainNamespace ?? (adapters[0] as ChainAdapter).namespace,
    storage,
  })
  // WalletConnect's deep-link record (SPEC §3) lives beside the connection.
  const deepLink = createDeepLinkStorage({
    storage: isDeepLinkStorage(storage) ? storage : undefined,
  })
  const connection = createConnectionStore({
    track,
    storeDeepLink: deepLink.store,
    deleteDeepLink: deepLink.remove,
  })
  const active = createActiveAccount({
    adapters,
    namespace,
    connection,
    clock,
    onChange: (next, previous) => onActiveChange(next, previous),
  })
  const { account, accounts } = active
  const connectors = createStore<{ connectors: readonly PorticoConnector[] }>({
    connectors: mergeConnectors({ lists: adapters.map((a) => a.getConnectors()) }),
  })
  const router = createRouter({ closeModal: () => modal.close() })
  const siwx = createStore<SiwxState>(initialSiwxState)
  // The backend token's store loads on the first token asked for: no first load carries it.
  let tokens: Promise<CreateSiwxTokenStoreReturnType> | undefined
  const siwxToken = {
    getToken: () => {
      tokens ??= import('../stores/siwx/createSiwxTokenStore').then(({ createSiwxTokenStore }) =>
        createSiwxTokenStore({ siwx, getToken: siwxConfig?.getToken, clock }),
      )
      return tokens.then((store) => store.getToken())
    },
  }
  const modal = createModalStore({
    router,
    // Reconnecting with an address shows the account (as the connect button does).
    defaultView: () => (account.getState().address ? 'Account' : 'Connect'),
    signIn: {
      isRequired: () => siwxConfig?.getRequired?.() === true,
      hasSessions: () => siwx.getState().sessions.length > 0,
    },
  })
  const toast = createToastStore({ clock })
  const recentWallets = createRecentWalletsStore({ storage })
  const showError = (error: unknown, action: PorticoClientAction) => {
    if (errorToasts) toast.showToast({ variant: 'error', message: errorText(error, action) })
  }
  // Sign-in's own error toast follows `errorToasts` too (its loading toast is then hidden).
  const signInToast: typeof toast = errorToasts
    ? toast
    : {
        ...toast,
        showToast: (shown) =>
          shown.variant === 'error' ? toast.hideToast() : toast.showToast(shown),
      }

  const namespaceOf = (state: AdapterAccount) =>
    (state.caipAddress?.split(':')[0] as ChainNamespace | undefined) ?? namespace.getState().active
  const networksOf = (ns: ChainNamespace) => networks.filter((n) => n.chainNamespace === ns)
  const unsupported = (state: AdapterAccount) =>
    state.status === 'connected' &&
    isUnsupportedChain({
      chainId: state.chainId,
      networks: networksOf(namespaceOf(state)),
      enableNetworkSwitch,
      allowUnsupportedChain,
    })

  const balanceReader = createBalanceReader({
    clock,
    getAccount: () => account.getState(),
    isReadable: (state) =>
      networksOf(namespaceOf(state)).some((n) => String(n.id) === String(state.chainId)),
    read: (state) =>
      getAdapter(namespaceOf(state)).getBalance({
        address: state.address as string,
        chainId: state.chainId,
      }),
    onError: (error) => showError(error, 'balance'),
  })

  // Sign-in flows (core's createSiwxStore) load on first need.
  const signInLoader = createSignInLoader({
    siwx: siwxConfig,
    store: siwx,
    getAccount: () => account.getState(),
    isNetworkSupported: (id) => networks.some((n) => n.caipNetworkId === id),
    signMessage: (p) => getAdapter(namespace.getState().active).signMessage(p),
    // The sign view's Cancel (sign-in required) disconnects: a failure toasts there.
    disconnect: () => client.disconnect().catch((error) => showError(error, 'disconnect')),
    router,
    modal,
    toast: signInToast,
    track,
    clock,
    storage,
  })
  const checkSignIn = signInLoader.check
  const signInFlow = () => {
    const loading = signInLoader.load()
    if (!loading) throw new SiwxNotEnabledError()
    return loading
  }

  /** The active account changed (another namespace, or its adapter reported): balance, sign-in, UnsupportedChain. */
  const onActiveChange = (next: AdapterAccount, previous: AdapterAccount) => {
    if (next.caipAddress !== previous.caipAddress && next.status === 'connected') {
      void balanceReader.refresh()
    }
    // SPEC §4: a connect, a reload, an account or network switch re-checks the sign-in session.
    const changed = next.caipAddress !== previous.caipAddress || previous.status !== 'connected'
    const oneprompt = walletConnectFlow?.isAuthenticating() === true
    if (siwxConfig && next.status === 'connected' && changed && !unsupported(next) && !oneprompt) {
      void checkSignIn()
    } else if (next.status === 'disconnected') {
      if (siwx.getState().caipAddress) siwx.setState(initialSiwxState)
      // The account left under the open Account view (a failed restore, the wallet let go).
      if (router.getState().view === 'Account') router.reset('Connect')
    }
    // SPEC §2: the modal shows UnsupportedChain while the wallet is on a network not requested.
    if (unsupported(next)) {
      if (router.getState().view !== 'UnsupportedChain' || !modal.getState().open)
        modal.open('UnsupportedChain')
    } else if (router.getState().view === 'UnsupportedChain' && modal.getState().open) {
      if (next.status === 'connected') modal.close()
    }
  }

  const readConnectors = () =>
    connectors.setState({
      connectors: mergeConnectors({ lists: adapters.map((a) => a.getConnectors()) }),
    })

  const afterConnect: PorticoClient['afterConnect'] = async (state, views) => {
    if (unsupported(state)) router.reset('UnsupportedChain')
    else if (!(await checkSignIn()) && views.has(router.getState().view)) modal.close()
  }

  // The connect and network switch flows load on first use (the page's first load has neither).
  const connect = async (connectorId: string) => {
    active.cancelRestore() // the user chose: the previous visit's namespace is no longer awaited
    // A failed load (the network dropped) rejects like a failed connection: the next click tries again.
    const { connectWallet } = await import('./connectWallet')
    return connectWallet({
      connectorId,
      adapters,
      getAdapter,
      connectors,
      readConnectors,
      namespace,
      router,
      connection,
      recentWallets,
      setActiveNamespace: active.setActive,
      getAccount: () => account.getState(),
      afterConnect,
    })
  }

  // WalletConnect's connect flow loads on first use (the views' `client.walletConnect`).
  let walletConnectFlow: ConnectWalletConnectReturnType | undefined
  let walletConnectLoading: Promise<ConnectWalletConnectReturnType> | undefined
  const loadWalletConnect = () => {
    walletConnectLoading ??= import('./connectWalletConnect').then((m) => {
      walletConnectFlow = m.connectWalletConnect({
        adapters,
        getAdapter,
        connectors,
        readConnectors,
        getAccount: () => account.getState(),
        connection,
        recentWallets,
        clock,
        siwx: siwxConfig,
        setActiveNamespace: active.setActive,
        afterConnect,
        showError: (error) => showError(error, 'connect'),
      })
      return walletConnectFlow
    })
    walletConnectLoading.catch(() => {
      walletConnectLoading = undefined
    })
    return walletConnectLoading
  }
  const walletConnect: WalletConnectFlow = {
    open: async (options) => {
      active.cancelRestore()
      await (await loadWalletConnect()).open(options)
    },
    leave: () => walletConnectFlow?.leave(),
    setLinking: (linking) => walletConnectFlow?.setLinking(linking),
  }

  const client: PorticoClient = {
    projectId,
    networks,
    adapters,
    enableNetworkSwitch,
    allowUnsupportedChain,
    clock,
    storage,
    router,
    modal,
    toast,
    connection,
    recentWallets,
    account,
    accounts,
    namespace,
    connectors,
    balance: balanceReader.store,
    siwx,
    siwxEnabled: siwxConfig !== undefined,
    errorToasts,
    siwxToken,
    track,
    getAdapter,
    start() {
      const stops = adapters.flatMap((adapter) => [
        adapter.watchAccount((next) => active.onAccount(adapter.namespace, next)),
        adapter.watchConnectors(readConnectors),
      ])
      stops.push(
        modal.subscribe((state, previous) => {
          // Connect's namespace filter lasts while the modal is open.
          if (!state.open) namespace.setState({ connectTo: undefined })
          // Adapters whose code loads on demand (createLazyAdapter) load on use (a wallet picked:
          // connectWallet), not on every open (Connect draws from what is already there): only
          // when Connect is filtered to their namespace, or to restore a session the previous
          // visit left connected (`reconnect` loads only then).
          if (state.open && !previous.open)
            for (const adapter of adapters) {
              const lazy = adapter as Partial<LazyAdapter>
              if (lazy.prepare === undefined || lazy.loaded) continue
              const wanted = namespace.getState().connectTo?.namespace === adapter.namespace
              void (wanted ? lazy.prepare() : adapter.reconnect()).catch(() => undefined)
            }
        }),
      )
      readConnectors()
      // An account chosen on a previous visit (switchAccount; `accountChoiceKey`) comes back: its
      // code loads only then.
      if (storage?.getItem('portico.accounts'))
        void import('./accountChoice').then((m) =>
          stops.push(m.restoreAccountChoice(client, storage)),
        )
      for (const adapter of adapters) active.onAccount(adapter.namespace, adapter.getAccount())
      // A lazy adapter of a namespace that is not the active one waits for the modal: its code
      // stays out of a returning visitor's load (its session comes back when the modal opens).
      for (const adapter of adapters) {
        const lazy = (adapter as Partial<LazyAdapter>).prepare !== undefined
        if (lazy && adapter.namespace !== namespace.getState().active) continue
        active.reconnect(adapter)
      }
      return () => {
        for (const stop of stops) stop()
      }
    },
    open(...args) {
      if (args.length === 0 && unsupported(account.getState())) modal.open('UnsupportedChain')
      else modal.open(...args)
    },
    close() {
      modal.close()
    },
    connect,
    walletConnect,
    async disconnect() {
      active.cancelRestore()
      // Sign out on the server first (at most 3 s): the cookie's session is revoked.
      if (siwxConfig) await (await signInFlow()).signOut()
      await connection.disconnect({ adapters: Object.fromEntries(byNamespace) })
      // SPEC §4 reset: the WalletConnect pairing, deep-link record (stored one too) and recent
      // wallet go with the wallets, so a shared device keeps nothing of the last person's wallet.
      connection.reset()
      balanceReader.clear()
      modal.close()
      router.reset('Connect')
    },
    switchNetwork: async (id) => {
      // The flow loads on first use (the first load carries none of it); a failed load rejects.
      const { switchToNetwork } = await import('./switchToNetwork')
      return switchToNetwork({
        id,
        networks,
        accounts,
        namespace,
        getAdapter,
        setActiveNamespace: active.setActive,
        openConnect: () => (modal.getState().open ? router.push('Connect') : modal.open('Connect')),
      })
    },
    setActiveNamespace: active.setActive,
    refreshBalance: balanceReader.refresh,
    afterConnect,
    signIn: async (options) => (await signInFlow()).sign(options),
    cancelSignIn: async () => (await signInFlow()).cancel(),
  }
  return client
}
