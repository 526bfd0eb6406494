import type {
  AdapterAccount,
  AdapterAuthentication,
  ChainAdapter,
  ChainNamespace,
} from '../adapter'
import type { Clock } from '../clock/types'
import { WalletNotFoundError } from '../errors/config'
import { isUserRejection } from '../errors/isUserRejection'
import type { View } from '../router/views'
import { parseSiwxMessage } from '../siwx/parseSiwxMessage'
import type { Store } from '../store/createStore'
import type { CreateConnectionStoreReturnType, WcLinking } from '../stores/createConnectionStore'
import type { SiwxConfig, SiwxSession } from '../stores/siwx/types'
import {
  createWalletConnectPairing,
  PairingReplacedError,
} from '../stores/walletConnect/createWalletConnectPairing'
import { isPairingReused } from '../stores/walletConnect/isPairingReused'
import type { LazyAdapter } from './createLazyAdapter'
import type { CreateRecentWalletsStoreReturnType } from './createRecentWalletsStore'
import type { PorticoConnector } from './mergeConnectors'

/** What views use: `client.walletConnect`. */
export type WalletConnectFlow = {
  /** ConnectingWalletConnect opened (`retry` for `Try again`): pairs, connects, then the client's rules. */
  open(parameters: {
    walletId?: string | undefined
    name?: string | undefined
    retry?: boolean | undefined
  }): Promise<void>
  /** The view went away. */
  leave(): void
  /** The user opened a mobile wallet's deep link (recorded if the connection succeeds). */
  setLinking(linking: WcLinking | undefined): void
}

export type ConnectWalletConnectParameters = {
  adapters: readonly ChainAdapter[]
  getAdapter: (namespace: ChainNamespace) => ChainAdapter
  connectors: Pick<Store<{ connectors: readonly PorticoConnector[] }>, 'getState'>
  /** Reads the adapters' wallet lists again (after adapters loaded on demand joined). */
  readConnectors: () => void
  getAccount: () => AdapterAccount
  connection: CreateConnectionStoreReturnType
  recentWallets: Pick<CreateRecentWalletsStoreReturnType, 'add'>
  clock: Clock
  siwx: SiwxConfig | undefined
  /** Makes a namespace that connected the active one. */
  setActiveNamespace: (namespace: ChainNamespace) => void
  /** UnsupportedChain, the sign-in check (a `personal_sign` / `solana_signMessage`), or closing the modal. */
  afterConnect: (account: AdapterAccount, views: ReadonlySet<View>) => Promise<void>
  /** A failure the user should see (the client's error toast, when on). */
  showError: (error: unknown) => void
  /** The user agent (pairing reuse on Telegram / iOS Safari); `navigator.userAgent` by default. */
  userAgent?: string | undefined
}

export type ConnectWalletConnectReturnType = WalletConnectFlow & {
  /** A connect over WalletConnect is running with one-prompt sign-in: the client skips its own sign-in check. */
  isAuthenticating(): boolean
}

/** The views a WalletConnect connection completes on (QR on desktop, the Basic list on a phone). */
const walletConnectViews: ReadonlySet<View> = new Set([
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/**
 * Internal (loaded with `import()` on first use): the client's WalletConnect connect flow, on
 * core's pairing rules. Adapters whose code loads on demand join first, so the one proposal
 * offers every namespace the WalletConnect connector has (EVM and Solana). The first namespace's
 * adapter makes the pairing (with one-prompt sign-in when `siwx` can build the request); every
 * other namespace then connects from the same session, without a prompt. A namespace the wallet
 * granted no account in stays out. A signed one-prompt sign-in is stored (`siwx.addSession`); a
 * wallet that answered only the proposal signs in afterwards, with `personal_sign` or
 * `solana_signMessage` (`afterConnect`'s sign-in check), as an extension wallet does.
 *
 * @example
 * const wc = connectWalletConnect({ adapters, getAdapter, connectors, …, afterConnect })
 * await wc.open({}) // the view shows connection.getState().wcUri
 */
export function connectWalletConnect(
  parameters: ConnectWalletConnectParameters,
): ConnectWalletConnectReturnType {
  const { connection, siwx } = parameters
  const userAgent = parameters.userAgent ?? globalThis.navigator?.userAgent ?? ''
  let authenticating = false
  const connector = () =>
    parameters.connectors.getState().connectors.find((c) => c.type === 'WALLET_CONNECT')

  /** Loads adapters that load on demand, so their namespaces join the proposal. */
  async function prepare() {
    const pending = parameters.adapters.map((a) =>
      (a as Partial<LazyAdapter>).prepare?.().catch(() => undefined),
    )
    if (pending.some(Boolean)) {
      await Promise.all(pending)
      parameters.readConnectors()
    }
  }

  type Connected = { namespaces: ChainNamespace[]; authentication?: AdapterAuthentication }
  const pairing = createWalletConnectPairing<Connected>({
    connection,
    clock: parameters.clock,
    reusePairing: isPairingReused(userAgent),
    connect: async ({ onUri, signal }) => {
      await prepare()
      const found = connector()
      const [first, ...others] = found?.namespaces ?? []
      const firstId = first && found?.connectorIds[first]
      if (!found || !first || !firstId)
        throw new WalletNotFoundError({
          details: 'WalletConnect is not configured (the adapters walletConnect option)',
        })
      const authenticate = await siwx?.createAuthenticateParameters?.()
      authenticating = authenticate !== undefined
      const namespaces: ChainNamespace[] = []
      let authentication: AdapterAuthentication | undefined
      let failure: unknown
      try {
        const result = await parameters
          .getAdapter(first)
          .connect({ connectorId: firstId, onDisplayUri: onUri, signal, authenticate })
        namespaces.push(first)
        authentication = result.authentication
      } catch (error) {
        // Aborted or refused: nothing was approved. Else the wallet may have approved only
        // another namespace: try it from the session.
        if (signal.aborted || isRefusal(error)) throw error
        failure = error
      } finally {
        authenticating = false
      }
      for (const ns of others) {
        const id = found.connectorIds[ns]
        if (!id) continue
        try {
          await parameters.getAdapter(ns).connect({ connectorId: id })
          namespaces.push(ns)
        } catch {
          // The session grants no account in this namespace.
        }
      }
      if (namespaces.length === 0) throw failure
      return { namespaces, ...(authentication ? { authentication } : {}) }
    },
  })

  /** Stores the session the wallet signed with the connection; false when there is none or it was refused. */
  const storeAuthentication = async (authentication: AdapterAuthentication) => {
    if (!siwx) return false
    try {
      const session: SiwxSession = {
        data: parseSiwxMessage(authentication.message),
        ...authentication,
      }
      await siwx.addSession(session)
      return true
    } catch (error) {
      parameters.showError(error)
      return false
    }
  }

  return {
    async open({ walletId, name, retry }) {
      try {
        const result = await (retry ? pairing.retry() : pairing.open())
        const wallet = { id: walletId ?? 'walletConnect', name: name ?? 'WalletConnect' }
        parameters.recentWallets.add(wallet)
        // The first namespace that connected is active (EVM when the wallet granted it).
        const [active] = result.namespaces
        if (active) parameters.setActiveNamespace(active)
        for (const ns of result.namespaces) {
          const state = parameters.getAdapter(ns).getAccount()
          if (!state.address) continue
          pairing.connected({
            namespace: ns,
            address: state.address,
            caipAddress: state.caipAddress,
            connectorId: state.connectorId,
            wallet,
          })
        }
        if (result.authentication) await storeAuthentication(result.authentication)
        await parameters.afterConnect(parameters.getAccount(), walletConnectViews)
      } catch (error) {
        if (error instanceof PairingReplacedError) return
        // The view shows the error state (`wcError`) with `Try again`.
        parameters.showError(error)
      }
    },
    leave: () => pairing.leave(),
    setLinking: (linking) => pairing.setLinking(linking),
    isAuthenticating: () => authenticating,
  }
}

/** A refusal by the person (EIP-1193 4001, or the adapter's `Connection declined`). */
function isRefusal(error: unknown): boolean {
  return isUserRejection(error) || (error as { name?: unknown })?.name === 'ConnectionDeclinedError'
}
