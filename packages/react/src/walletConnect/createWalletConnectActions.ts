import {
  type AdapterAccount,
  type ChainAdapter,
  type PorticoConnector,
  type Store,
  type View,
  WalletNotFoundError,
} from '@portico/core'
import {
  type Clock,
  type CreateConnectionStoreReturnType,
  type CreateRecentWalletsStoreReturnType,
  type CreateToastStoreReturnType,
  createWalletConnectPairing,
  isPairingReused,
  PairingReplacedError,
  type WcLinking,
} from '@portico/core/internal'
import { parseSiwxMessage, type SiwxConfig, type SiwxSession } from '@portico/core/siwx'
import type { PorticoConfig } from '../createPorticoConfig'
import { errorText } from '../errorText'
import type { Strings } from '../strings/en'

export type CreateWalletConnectActionsParameters = {
  adapter: ChainAdapter
  connectors: Pick<Store<{ connectors: readonly PorticoConnector[] }>, 'getState'>
  account: Store<AdapterAccount>
  connection: CreateConnectionStoreReturnType
  recentWallets: CreateRecentWalletsStoreReturnType
  toast: CreateToastStoreReturnType
  clock: Clock
  strings: Strings
  siwx: SiwxConfig | undefined
  /** After a connect: UnsupportedChain, the sign-in check, or closing the modal (the config's rule). */
  afterConnect: (state: AdapterAccount) => Promise<void>
  /** The user agent (pairing reuse on Telegram / iOS Safari); `navigator.userAgent` by default. */
  userAgent?: string | undefined
}

export type WalletConnectActions = {
  /** The WalletConnect connector's id, when the adapter has one. */
  connectorId(): string | undefined
  /** ConnectingWalletConnect opened (or `Try again` with `retry`): pairs and connects. */
  open(parameters: {
    walletId?: string | undefined
    name?: string | undefined
    retry?: boolean
  }): Promise<void>
  /** The view went away. */
  leave(): void
  /** The user opened a mobile wallet's deep link. */
  setLinking(linking: WcLinking | undefined): void
  /** A connect over WalletConnect is running with one-prompt sign-in: the config skips its own sign-in check. */
  isAuthenticating(): boolean
}

/**
 * Internal (loaded with `import()` on first use): the kit's WalletConnect actions, on core's pairing rules. Connects through the adapter
 * (`connectorId` of the `WALLET_CONNECT` connector) with one-prompt sign-in when `siwx` can build
 * the request; stores the signed session (`siwx.addSession`) so the sign view is not shown.
 *
 * @example
 * const wc = createWalletConnectActions({ adapter, connectors, …, afterConnect })
 * await wc.open({}) // the view shows connection.getState().wcUri
 */
export function createWalletConnectActions(
  parameters: CreateWalletConnectActionsParameters,
): WalletConnectActions {
  const { adapter, connectors, account, connection, recentWallets, toast, strings, siwx } =
    parameters
  const userAgent = parameters.userAgent ?? globalThis.navigator?.userAgent ?? ''
  let authenticating = false
  const connectorId = () => {
    const connector = connectors.getState().connectors.find((c) => c.type === 'WALLET_CONNECT')
    return connector?.connectorIds[adapter.namespace]
  }

  const pairing = createWalletConnectPairing({
    connection,
    clock: parameters.clock,
    reusePairing: isPairingReused(userAgent),
    connect: async ({ onUri, signal }) => {
      const id = connectorId()
      if (!id)
        throw new WalletNotFoundError({
          details: 'WalletConnect is not configured (createEvmAdapter walletConnect)',
        })
      const authenticate = await siwx?.createAuthenticateParameters?.()
      authenticating = authenticate !== undefined
      try {
        return await adapter.connect({ connectorId: id, onDisplayUri: onUri, signal, authenticate })
      } finally {
        authenticating = false
      }
    },
  })

  /** Stores the session the wallet signed with the connection; false when there is none or it was refused. */
  const storeAuthentication = async (authentication: {
    message: string
    signature: string
    cacao: Record<string, unknown>
  }) => {
    if (!siwx) return false
    try {
      const session: SiwxSession = {
        data: parseSiwxMessage(authentication.message),
        ...authentication,
      }
      await siwx.addSession(session)
      return true
    } catch (error) {
      toast.showToast({
        variant: 'error',
        message: errorText({ error, action: 'connect', strings }),
      })
      return false
    }
  }

  return {
    connectorId,
    async open({ walletId, name, retry }) {
      try {
        const result = await (retry ? pairing.retry() : pairing.open())
        const state = account.getState()
        const wallet = { id: walletId ?? 'walletConnect', name: name ?? 'WalletConnect' }
        recentWallets.add(wallet)
        if (state.address) {
          pairing.connected({
            namespace: adapter.namespace,
            address: state.address,
            caipAddress: state.caipAddress,
            connectorId: state.connectorId,
            wallet,
          })
        }
        if (result.authentication) await storeAuthentication(result.authentication)
        await parameters.afterConnect(state)
      } catch (error) {
        if (error instanceof PairingReplacedError) return
        // The view shows the error state (`wcError`) with `Try again`.
        toast.showToast({
          variant: 'error',
          message: errorText({ error, action: 'connect', strings }),
        })
      }
    },
    leave: () => pairing.leave(),
    setLinking: (linking) => pairing.setLinking(linking),
    isAuthenticating: () => authenticating,
  }
}

/** The views a WalletConnect connection completes on (QR on desktop, the Basic list on a phone). */
const walletConnectViews: ReadonlySet<View> = new Set([
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/**
 * A config's WalletConnect actions (what `config.walletConnect` loads on first use): the
 * namespace WalletConnect pairs (its connector's first namespace; EVM today), the config's stores,
 * strings and sign-in, and its after-connect rule.
 *
 * @example
 * const actions = createConfigWalletConnectActions(config)
 */
export function createConfigWalletConnectActions(config: PorticoConfig): WalletConnectActions {
  const connector = config.connectors.getState().connectors.find((c) => c.type === 'WALLET_CONNECT')
  const adapter = config.getAdapter(connector?.namespaces[0] ?? config.namespace.getState().active)
  return createWalletConnectActions({
    adapter,
    connectors: config.connectors,
    account: config.account,
    connection: config.connection,
    recentWallets: config.recentWallets,
    // Its toasts are errors only: none when the app turned error toasts off.
    toast: config.errorToasts ? config.toast : { ...config.toast, showToast: () => {} },
    clock: config.clock,
    strings: config.strings,
    siwx: config.options.siwx,
    afterConnect: async () => {
      config.setActiveNamespace(adapter.namespace)
      await config.afterConnect(config.account.getState(), walletConnectViews)
    },
  })
}
