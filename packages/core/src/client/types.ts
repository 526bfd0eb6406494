import type { AdapterAccount, AdapterNetwork, ChainAdapter, ChainNamespace } from '../adapter'
import type { Clock } from '../clock/types'
import type { TrackEvent } from '../errors/events'
import type { CreateRouterReturnType } from '../router/createRouter'
import type { View, ViewArguments } from '../router/views'
import type { Store } from '../store/createStore'
import type { CreateConnectionStoreReturnType } from '../stores/createConnectionStore'
import type { CreateModalStoreReturnType } from '../stores/createModalStore'
import type { CreateToastStoreReturnType } from '../stores/createToastStore'
import type { SiwxConfig, SiwxState } from '../stores/siwx/types'
import type { ConnectWalletReturnType } from './connectWallet'
import type { WalletConnectFlow } from './connectWalletConnect'
import type { BalanceState } from './createBalanceReader'
import type { NamespaceState } from './createNamespaceStore'
import type {
  CreateRecentWalletsStoreReturnType,
  RecentWalletsStorage,
} from './createRecentWalletsStore'
import type { PorticoConnector } from './mergeConnectors'
import type { SwitchToNetworkReturnType } from './switchToNetwork'

export type { NamespaceState } from './createNamespaceStore'

/** What the client was doing when an error reached the user (picks the fallback text). */
export type PorticoClientAction = 'connect' | 'disconnect' | 'switchNetwork' | 'balance'

export type CreatePorticoClientParameters = {
  /** The project id sent to the Portico server (`portico-local` on the embedded default). */
  projectId: string
  /** The networks the app requests, of every namespace; the first is the default. */
  networks: readonly AdapterNetwork[]
  /** One chain adapter per namespace, e.g. `[createEvmAdapter({ … }), createSolanaAdapter({ … })]`. */
  adapters: readonly ChainAdapter[]
  /** When false, the client never asks the wallet to switch network. Default true. */
  enableNetworkSwitch?: boolean | undefined
  /** When true, a wallet on a network the app did not request is accepted. Default false. */
  allowUnsupportedChain?: boolean | undefined
  /** Time source (toasts, balance retry block); the system clock by default. */
  clock?: Clock | undefined
  /**
   * Where recent wallets, the active namespace and declined optional sign-ins are kept;
   * `localStorage` in a browser by default, `null` for nowhere.
   */
  storage?: RecentWalletsStorage | null | undefined
  /** Sign in with the wallet (SIWX) after connecting; off when unset. */
  siwx?: SiwxConfig | undefined
  /** Receives tracked events. Analytics is off by default. */
  track?: TrackEvent | undefined
  /**
   * The text an error toast shows (the UI's strings catalogue). By default the error's short
   * message (SPEC §8 texts), else `Unknown error`.
   */
  errorText?: ((error: unknown, action: PorticoClientAction) => string) | undefined
  /**
   * Whether the kit shows a failure as an error toast: a connect, disconnect or network switch the
   * modal started, a balance read, a sign-in. Default true. With false no error toast shows; the
   * actions (`connect`, `disconnect`, `switchNetwork`, `signIn`, …) reject as always, so the app
   * shows what it likes.
   */
  errorToasts?: boolean | undefined
}

/** The active namespace, and the one the Connect view is filtered to (a network of a namespace not connected was picked). */
export type PorticoClient = {
  readonly projectId: string
  /** The networks of every namespace, in the app's order. */
  readonly networks: readonly AdapterNetwork[]
  readonly adapters: readonly ChainAdapter[]
  readonly enableNetworkSwitch: boolean
  readonly allowUnsupportedChain: boolean
  readonly clock: Clock
  /** Where the client keeps its choices (recent wallets, active namespace, accounts); none when `storage: null`. */
  readonly storage: RecentWalletsStorage | undefined
  readonly router: CreateRouterReturnType
  readonly modal: CreateModalStoreReturnType
  readonly toast: CreateToastStoreReturnType
  readonly connection: CreateConnectionStoreReturnType
  /** The last two wallets connected with, most recent first. */
  readonly recentWallets: CreateRecentWalletsStoreReturnType
  /** The active namespace's account (read from its adapter). */
  readonly account: Store<AdapterAccount>
  /** Every namespace's account (SPEC §3 "account state per chain"). */
  readonly accounts: Store<Partial<Record<ChainNamespace, AdapterAccount>>>
  readonly namespace: Store<NamespaceState>
  /** Installed wallets of every adapter, one entry per wallet. */
  readonly connectors: Store<{ connectors: readonly PorticoConnector[] }>
  /** Native balance of the active account. */
  readonly balance: Store<BalanceState>
  /** Sign-in state of the active account (stays `idle` when sign-in is off). */
  readonly siwx: Store<SiwxState>
  readonly siwxEnabled: boolean
  /** Whether failures show as error toasts (`errorToasts`, default true). */
  readonly errorToasts: boolean
  /**
   * The signed-in account's token for the app's own backend: `getToken()` answers the current one
   * while it has a while to live, else a new one (kept in memory only).
   */
  readonly siwxToken: { getToken(): Promise<string> }
  readonly track: TrackEvent
  /** The adapter of a namespace (throws `Chain adapter not found` for one not configured). */
  getAdapter(namespace: ChainNamespace): ChainAdapter
  /** Starts the adapters' watchers and restores previous sessions; returns the stop function. */
  start(): () => void
  /** Opens the modal on a view, or on Account when connected and Connect otherwise. */
  open(...args: [] | ViewArguments): void
  close(): void
  /**
   * Connects a wallet of the list: every namespace it supports (only `namespace` when Connect is
   * filtered to one). Shows ConnectingExternal; closes on success; on a refusal the view goes back
   * and it rejects with the refusal (the `connect` action of `@portico/core`).
   */
  connect(connectorId: string): Promise<ConnectWalletReturnType>
  /**
   * WalletConnect (the ConnectingWalletConnect views): pairs, connects every namespace the wallet
   * granted in one session (EVM and Solana), then signs in (one prompt when the wallet supports
   * it, else a message after connect) or closes. Its code loads on first use.
   */
  readonly walletConnect: WalletConnectFlow
  /**
   * Disconnects every namespace (SPEC §4): signs out, then each wallet, then resets the
   * connection (WalletConnect URI, expiry, deep-link record and its stored copy, recent wallet);
   * rejects with `Failed to disconnect` (`DisconnectError`) when a wallet does not let go.
   */
  disconnect(): Promise<void>
  /**
   * Switches to a requested network (CAIP-2 id or chain id). A network of another namespace makes
   * that namespace active when it is connected, or opens Connect filtered to its wallets. Rejects
   * with `Network not found` or the wallet's refusal.
   */
  switchNetwork(id: number | string): Promise<SwitchToNetworkReturnType>
  /** Makes a connected namespace the active one. */
  setActiveNamespace(namespace: ChainNamespace): void
  /** Reads the native balance of the active account now. */
  refreshBalance(): Promise<void>
  /**
   * What follows a connect made outside `connect` (WalletConnect): UnsupportedChain, the sign-in
   * check, or closing the modal when it still shows one of `views`.
   */
  afterConnect(account: AdapterAccount, views: ReadonlySet<View>): Promise<void>
  /**
   * Signs in the active account (the SIWXSignMessage view's Sign): resolves true once signed in,
   * false when it failed (the sign view shows again, with an error toast) or one is running.
   * `throwOnError` rejects with the failure instead (the `signIn` action). Throws when sign-in is off.
   */
  signIn(options?: { throwOnError?: boolean | undefined }): Promise<boolean>
  /** The SIWXSignMessage view's Cancel (disconnects when sign-in is required). */
  cancelSignIn(): Promise<void>
}
