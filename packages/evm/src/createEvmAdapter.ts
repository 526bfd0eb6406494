import {
  AccountNotFoundError,
  type AdapterAccount,
  type AdapterConnector,
  type AdapterNetwork,
  type ChainAdapter,
  isUserRejection,
  NetworksNotConfiguredError,
  RpcUrlNotFoundError,
  WalletNotFoundError,
} from '@portico/core'
import type { AdapterAuthentication } from '@portico/core/internal'
import type { WalletConnectHub } from '@portico/walletconnect/hub'
import {
  type Config,
  type CreateConnectorFn,
  cookieStorage,
  cookieToInitialState,
  createConfig,
  createStorage,
  getConnection,
  http,
  hydrate,
  reconnect,
  watchConnectors,
} from '@wagmi/core'
import type { Address, Chain, Hex, Transport } from 'viem'
import { type EmbeddedWalletConnectorParameters, embeddedWallet } from './embedded/embeddedWallet'
import { ConnectionDeclinedError } from './errors'
import { toAdapterConnectors } from './toAdapterConnectors'
import { toAdapterNetwork } from './toAdapterNetwork'
import { toViemChain } from './toViemChain'
import { type WalletConnectParameters, walletConnect } from './walletConnect/walletConnect'

/** A `localStorage`-like place to keep the session (wagmi's `recentConnectorId`, connections). */
export type EvmAdapterStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Either the networks and transports the adapter builds a wagmi config from (the easy path), or
 * the app's own wagmi config (`wagmiConfig`).
 */
export type CreateEvmAdapterParameters =
  | CreateEvmAdapterOwnConfigParameters
  | CreateEvmAdapterWagmiConfigParameters

/**
 * The app's existing wagmi config: its chains, transports, connectors (add `walletConnect()` and
 * `embeddedWallet()` of this package there) and storage are used as they are.
 */
export type CreateEvmAdapterWagmiConfigParameters = {
  /** The app's `createConfig(…)` (of `@wagmi/core` or `wagmi`, version 3). */
  wagmiConfig: Config
  /**
   * The networks the app requests, each among the config's chains, first is the default; every
   * chain of the config (`toAdapterNetwork`) by default.
   */
  networks?: readonly AdapterNetwork[] | undefined
} & {
  [key in Exclude<keyof CreateEvmAdapterOwnConfigParameters, 'networks' | 'wagmiConfig'>]?: never
}

/** The parameters the adapter builds its own wagmi config from. */
export type CreateEvmAdapterOwnConfigParameters = {
  /** Not with these parameters: see {@link CreateEvmAdapterWagmiConfigParameters}. */
  wagmiConfig?: undefined
  /** The EVM networks the app requests, first is the default. */
  networks: readonly AdapterNetwork[]
  /** viem transports by chain id; wins over `rpcUrl`. */
  transports?: Record<number, Transport> | undefined
  /** RPC URL per network, wrapped in viem `http()` (e.g. the Portico gateway). */
  rpcUrl?: ((network: AdapterNetwork) => string) | undefined
  /**
   * Where the session survives reloads; `localStorage` in a browser by default (a cookie with
   * `ssr`), `null` for none.
   */
  storage?: EvmAdapterStorage | null | undefined
  /**
   * Server rendering (Next.js, …): the session lives in a cookie (`portico.wagmi.store`), and
   * the state starts from `cookie` so the server and the first client render agree (wagmi's
   * `ssr` + `cookieToInitialState`). Installed wallets are discovered on `reconnect()`.
   */
  ssr?: boolean | undefined
  /** With `ssr`: the request's `Cookie` header (server) or `document.cookie` (browser). */
  cookie?: string | null | undefined
  /** Extra wagmi connectors (WalletConnect, embedded…); EIP-6963 wallets are discovered anyway. */
  connectors?: CreateConnectorFn[] | undefined
  /** EIP-6963 discovery; on by default. */
  multiInjectedProviderDiscovery?: boolean | undefined
  /**
   * Adds the WalletConnect connector (id `walletConnect`); its client loads only when used. A hub
   * (`createWalletConnectHub`) shared with the Solana adapter pairs both namespaces at once.
   */
  walletConnect?: WalletConnectParameters | WalletConnectHub | undefined
  /** Adds the embedded wallet's connector (id `embeddedWallet`, `AUTH`); its frame loads only when used. */
  embeddedWallet?: EmbeddedWalletConnectorParameters | undefined
}

/** A connector that tells an account's type and path (the embedded wallet's). */
type AccountOf = {
  accountOf?(address: string): { type: 'eoa' | 'smartAccount'; path?: string } | undefined
}

export type CreateEvmAdapterReturnType = ChainAdapter & {
  readonly namespace: 'eip155'
  /** The wagmi config: keep using @wagmi/core actions with it. */
  readonly config: Config
  switchAccount: NonNullable<ChainAdapter['switchAccount']>
  signTypedData: NonNullable<ChainAdapter['signTypedData']>
}

/**
 * Creates the EVM adapter on `@wagmi/core`: EIP-6963 discovery, viem http transports, state read
 * from wagmi (never copied), user rejections mapped to Portico errors. Takes the app's own wagmi
 * config as `wagmiConfig`, or builds one from `networks` and `rpcUrl`/`transports`.
 *
 * @example
 * // The app's wagmi config, as it is
 * const adapter = createEvmAdapter({ wagmiConfig })
 * @example
 * const adapter = createEvmAdapter({
 *   networks: [devnet],
 *   rpcUrl: (n) => `${location.origin}/v1/?chainId=${n.caipNetworkId}&projectId=portico-local`,
 * })
 * await adapter.reconnect()
 * adapter.watchAccount((account) => console.log(account.status, account.address))
 */
export function createEvmAdapter(
  parameters: CreateEvmAdapterParameters,
): CreateEvmAdapterReturnType {
  const built = parameters.wagmiConfig
    ? {
        config: parameters.wagmiConfig,
        networks: requestedChains(parameters),
        hydration: undefined,
      }
    : buildWagmiConfig(parameters)
  const { config, networks: evmNetworks } = built
  // Server rendering: the cookie's session is the state of the first render; the first
  // reconnect() completes wagmi's hydration (the app's own config: its WagmiProvider does).
  let hydration = built.hydration

  function getAccount(): AdapterAccount {
    const connection = getConnection(config)
    const connected = connection.status === 'connected' || connection.status === 'reconnecting'
    const address = connected ? connection.address : undefined
    const chainId = connected ? connection.chainId : undefined
    return {
      status: connection.status,
      address,
      chainId,
      caipAddress: address && chainId !== undefined ? `eip155:${chainId}:${address}` : undefined,
      connectorId: connected ? connection.connector?.id : undefined,
      addresses: connected ? connection.addresses : undefined,
      // SPEC §3 Account type: an extension's or WalletConnect's account is the key's own (`eoa`);
      // the embedded wallet's connector tells its own (`smartAccount`) and the key's path.
      ...(connected
        ? {
            connections: readConnections(),
            type: 'eoa',
            ...(connection.connector as AccountOf | undefined)?.accountOf?.(address as string),
          }
        : {}),
    }
  }
  // Every wallet wagmi holds (connecting another one keeps the first: SPEC §3 connections).
  const readConnections = () =>
    [...config.state.connections.values()].map((c) => ({
      connectorId: c.connector.id,
      addresses: c.accounts,
      chainId: c.chainId,
    }))

  // Loaded on first use: keeps the first load of a page lean (see walletActions.ts).
  let actions: Promise<typeof import('./walletActions')> | undefined
  const load = () => {
    actions ??= import('./walletActions')
    return actions
  }

  let sendActions: Promise<typeof import('./sendActions')> | undefined
  const loadSend = () => {
    sendActions ??= import('./sendActions')
    return sendActions
  }

  function findConnector(id: string) {
    const connector = config.connectors.find((c) => c.id === id)
    if (!connector) throw new WalletNotFoundError({ details: `Unknown wallet: ${id}` })
    return connector
  }

  return {
    namespace: 'eip155',
    networks: evmNetworks,
    config,
    getAccount,
    getConnectors: () => toAdapterConnectors(config.connectors),
    async reconnect() {
      const mount = hydration?.onMount
      hydration = undefined
      // onMount reads the storage, adds the EIP-6963 wallets and starts wagmi's reconnect.
      if (mount) await mount()
      await reconnect(config)
    },
    async connect({ connectorId, chainId, onDisplayUri, authenticate, signal }) {
      const connector = findConnector(connectorId)
      const { connect } = await load()
      // WalletConnect: the pairing URI to show, and a sign-in signed with the connection.
      let authentication: AdapterAuthentication | undefined
      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        if (type === 'display_uri' && typeof data === 'string') onDisplayUri?.(data)
        if (type === 'authenticated') authentication = data as AdapterAuthentication
      }
      connector.emitter.on('message', onMessage)
      try {
        const current = getConnection(config)
        if (current.connector?.uid === connector.uid && current.address && current.chainId)
          return { address: current.address, chainId: current.chainId }
        // Connected beside the one in use: it becomes the one in use, without a prompt.
        if (config.state.connections.has(connector.uid))
          return (await load()).switchWallet(config, connectorId)
        const result = await connect(config, {
          connector,
          ...(typeof chainId === 'number' ? { chainId } : {}),
          ...(authenticate || signal ? { authenticate, signal } : {}),
        })
        const address = result.accounts[0]
        if (!address) throw new AccountNotFoundError({ details: 'The wallet returned no account' })
        return { address, chainId: result.chainId, ...(authentication ? { authentication } : {}) }
      } catch (error) {
        throw isUserRejection(error) ? new ConnectionDeclinedError({ cause: error }) : error
      } finally {
        connector.emitter.off('message', onMessage)
      }
    },
    async disconnect(parameters) {
      await (await load()).disconnectWallets(config, parameters?.connectorId)
    },
    async switchConnection({ connectorId }) {
      await (await load()).switchWallet(config, connectorId)
    },
    async switchNetwork({ chainId }) {
      const { switchChain } = await load()
      await switchChain(config, { chainId: Number(chainId) })
    },
    async switchAccount(parameters) {
      ;(await load()).selectAccount(config, parameters)
    },
    async signMessage({ message }) {
      const { signMessage } = await load()
      return { signature: await signMessage(config, { message }) }
    },
    async signTypedData(typedData) {
      const { signTypedData } = await load()
      return {
        signature: await signTypedData(
          config,
          typedData as unknown as Parameters<typeof signTypedData>[1],
        ),
      }
    },
    async sendTransaction({ to, value, data, chainId }) {
      const { sendTransaction } = await load()
      const hash = await sendTransaction(config, {
        to: to as Address,
        ...(value === undefined ? {} : { value }),
        ...(data === undefined ? {} : { data: data as Hex }),
        ...(chainId === undefined ? {} : { chainId: Number(chainId) }),
      })
      return { hash }
    },
    async getBalance({ address, chainId }) {
      const { getBalance } = await load()
      const balance = await getBalance(config, {
        address: address as Address,
        ...(chainId === undefined ? {} : { chainId: Number(chainId) }),
      })
      return { value: balance.value, decimals: balance.decimals, symbol: balance.symbol }
    },
    async estimateSend(parameters) {
      return (await loadSend()).estimateSend(config, parameters)
    },
    async sendToken(parameters) {
      return (await loadSend()).sendToken(config, parameters)
    },
    async waitForTransaction(parameters) {
      return (await loadSend()).waitForTransaction(config, parameters)
    },
    watchAccount(onChange) {
      // Any change of wagmi's state that changes the account or its connections.
      let last = JSON.stringify(getAccount())
      return config.subscribe(
        (state) => state,
        () => {
          const next = getAccount()
          const key = JSON.stringify(next)
          if (key === last) return
          last = key
          onChange(next)
        },
      )
    },
    watchConnectors(onChange: (connectors: readonly AdapterConnector[]) => void) {
      return watchConnectors(config, {
        onChange: (list) => onChange(toAdapterConnectors(list)),
      })
    },
  }
}

function browserStorage(): EvmAdapterStorage | undefined {
  return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined
}

/** The networks asked of the app's wagmi config: each must be one of its chains. */
function requestedChains(parameters: CreateEvmAdapterWagmiConfigParameters): AdapterNetwork[] {
  const { wagmiConfig, networks } = parameters
  if (!networks) return wagmiConfig.chains.map(toAdapterNetwork)
  const evmNetworks = networks.filter((n) => n.chainNamespace === 'eip155')
  if (evmNetworks.length === 0)
    throw new NetworksNotConfiguredError({
      details: 'createEvmAdapter needs at least one eip155 network',
    })
  for (const network of evmNetworks)
    if (!wagmiConfig.chains.some((chain) => chain.id === network.id))
      throw new NetworksNotConfiguredError({
        details: `${network.caipNetworkId} is not among the wagmi config's chains`,
      })
  return evmNetworks
}

/** The wagmi config the adapter builds from its own parameters (the easy path). */
function buildWagmiConfig(parameters: CreateEvmAdapterOwnConfigParameters) {
  const {
    networks,
    transports,
    rpcUrl,
    connectors,
    multiInjectedProviderDiscovery = true,
  } = parameters
  const evmNetworks = networks.filter((n) => n.chainNamespace === 'eip155')
  if (evmNetworks.length === 0)
    throw new NetworksNotConfiguredError({
      details: 'createEvmAdapter needs at least one eip155 network',
    })

  const chains = evmNetworks.map((network) =>
    toViemChain({ network, rpcUrl: rpcUrl?.(network) }),
  ) as [Chain, ...Chain[]]
  const resolvedTransports: Record<number, Transport> = {}
  for (const network of evmNetworks) {
    const id = network.id as number
    const given = transports?.[id]
    if (given) resolvedTransports[id] = given
    else if (rpcUrl) resolvedTransports[id] = http(rpcUrl(network))
    else
      throw new RpcUrlNotFoundError({
        details: `No transport or rpcUrl for ${network.caipNetworkId}`,
      })
  }
  const storage =
    parameters.storage === null
      ? null
      : createStorage({
          key: 'portico.wagmi',
          storage: parameters.storage ?? (parameters.ssr ? cookieStorage : browserStorage()),
        })

  const config = createConfig({
    chains,
    transports: resolvedTransports,
    connectors: [
      ...(connectors ?? []),
      ...(parameters.walletConnect ? [walletConnect(parameters.walletConnect)] : []),
      ...(parameters.embeddedWallet ? [embeddedWallet(parameters.embeddedWallet)] : []),
    ],
    multiInjectedProviderDiscovery,
    storage,
    ssr: parameters.ssr === true,
  })
  // Server rendering: the cookie's session is the state of the first render (status
  // `reconnecting` with its address).
  const hydration = parameters.ssr
    ? hydrate(config, {
        initialState: parameters.cookie
          ? cookieToInitialState(config, parameters.cookie)
          : undefined,
        reconnectOnMount: true,
      })
    : undefined
  return { config, networks: evmNetworks, hydration }
}
