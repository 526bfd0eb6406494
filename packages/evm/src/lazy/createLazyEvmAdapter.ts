import {
  type AdapterAccount,
  type AdapterConnector,
  type CreateLazyAdapterReturnType,
  createLazyAdapter,
  NetworksNotConfiguredError,
} from '@portico/core'
import { isWalletConnectHub, resolveRelay } from '@portico/walletconnect/hub'
import { createStore } from 'mipd'
import type {
  CreateEvmAdapterOwnConfigParameters,
  CreateEvmAdapterReturnType,
} from '../createEvmAdapter'
import { embeddedWalletConnectorId } from '../embedded/connectorId'
import { toAdapterConnectors, type WagmiConnectorLike } from '../toAdapterConnectors'

/**
 * {@link createEvmAdapter}'s own-config parameters, but for server rendering (`ssr`, `cookie`: the
 * first render needs the session at once) and extra wagmi `connectors` (known only once wagmi runs).
 */
export type CreateLazyEvmAdapterParameters = Omit<
  CreateEvmAdapterOwnConfigParameters,
  'ssr' | 'cookie' | 'connectors' | 'wagmiConfig'
>
export type CreateLazyEvmAdapterReturnType = CreateLazyAdapterReturnType

/** Where wagmi keeps its state in the adapter's storage (the connections among it). */
const wagmiStoreKey = 'portico.wagmi.store'

type StoredConnection = { accounts?: unknown; chainId?: unknown; connector?: { id?: unknown } }

/**
 * The session wagmi kept (its `serialize`: a Map as `{ __type, value }`), as the account the
 * loaded adapter reports while it reconnects it; undefined when there is none.
 */
function storedAccount(stored: string | null | undefined): AdapterAccount | undefined {
  try {
    const state = (
      JSON.parse(stored ?? 'null') as {
        state?: { connections?: { value?: [string, StoredConnection][] }; current?: string }
      } | null
    )?.state
    const entries = state?.connections?.value ?? []
    const current = entries.find(([uid]) => uid === state?.current)?.[1]
    const accounts = current?.accounts
    const chainId = current?.chainId
    const connectorId = current?.connector?.id
    if (!Array.isArray(accounts) || typeof accounts[0] !== 'string') return undefined
    if (typeof chainId !== 'number' || typeof connectorId !== 'string') return undefined
    return {
      status: 'reconnecting',
      address: accounts[0],
      chainId,
      caipAddress: `eip155:${chainId}:${accounts[0]}`,
      connectorId,
      addresses: accounts as string[],
    }
  } catch {
    return undefined
  }
}

/**
 * The EVM adapter with its code (wagmi, viem, the connectors) loaded on use: when a wallet is
 * picked, when a method is called, or at start when the previous visit left a session. Until then
 * Connect lists what is already there, as the loaded adapter will: WalletConnect, the embedded
 * wallet, and every wallet announced through EIP-6963 (`mipd`, the listener wagmi itself uses),
 * so a first visit carries none of wagmi or viem.
 *
 * @example
 * import { createLazyEvmAdapter } from '@portico/evm/lazy'
 * const evm = createLazyEvmAdapter({ networks: [devnet], rpcUrl: (n) => gatewayUrl(n) })
 * createPorticoConfig({ projectId, networks: [devnet], adapters: [evm] })
 */
export function createLazyEvmAdapter(
  parameters: CreateLazyEvmAdapterParameters,
): CreateLazyEvmAdapterReturnType {
  const networks = parameters.networks.filter((n) => n.chainNamespace === 'eip155')
  if (networks.length === 0)
    throw new NetworksNotConfiguredError({
      details: 'createLazyEvmAdapter needs at least one eip155 network',
    })
  const storage =
    parameters.storage === null
      ? null
      : (parameters.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage))

  // The connectors the loaded adapter's wagmi config starts with, in its order.
  const configured: WagmiConnectorLike[] = []
  const wc = parameters.walletConnect
  if (wc)
    configured.push({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      relayMode: isWalletConnectHub(wc)
        ? wc.relayMode
        : resolveRelay({
            relay: wc.relay ?? { url: wc.relayUrl as string },
            projectId: wc.projectId,
            publicRelayUrl: wc.publicRelayUrl,
          }).mode,
    })
  if (parameters.embeddedWallet)
    configured.push({
      id: embeddedWalletConnectorId,
      name: parameters.embeddedWallet.name ?? 'Email',
      type: 'auth',
    })
  const discovery =
    parameters.multiInjectedProviderDiscovery === false || typeof window === 'undefined'
      ? undefined
      : createStore()
  // EIP-6963 wallets as wagmi makes them: an injected connector whose id is the rdns.
  const announced = (): WagmiConnectorLike[] =>
    (discovery?.getProviders() ?? []).map(({ info }) => ({
      id: info.rdns,
      name: info.name,
      type: 'injected',
      icon: info.icon,
      rdns: info.rdns,
    }))
  let list: AdapterConnector[] | undefined
  // A session the previous visit left (wagmi's own storage): the code loads at once and brings it
  // back; until then the account is that session, reconnecting (as the loaded adapter says it).
  let pending: AdapterAccount | undefined
  try {
    pending = storedAccount(storage?.getItem(wagmiStoreKey))
  } catch {
    // Storage blocked: no session to bring back.
  }

  const before = () => {
    list ??= toAdapterConnectors([...configured, ...announced()])
    return list
  }

  const lazy = createLazyAdapter({
    namespace: 'eip155',
    networks,
    storage,
    load: () =>
      import('../createEvmAdapter').then(async ({ createEvmAdapter }) => {
        // The loaded adapter's wagmi discovers from now on.
        discovery?.destroy()
        const adapter = createEvmAdapter({ ...parameters, networks })
        if (pending) {
          // wagmi reads its stored state through promises: a task later it holds the session,
          // and its reconnect says `reconnecting` with it (before the watchers move to it).
          await new Promise((resolve) => setTimeout(resolve, 0))
          void adapter.reconnect().catch(() => undefined)
        }
        return adapter
      }),
  })
  // Until the code loads, Connect lists `before()`; core's lazy adapter then hands each watcher
  // the loaded adapter's list.
  const { getAccount, getConnectors, watchConnectors } = lazy
  lazy.getAccount = () => (pending && !lazy.loaded ? pending : getAccount())
  lazy.getConnectors = () => (lazy.loaded ? getConnectors() : before())
  lazy.watchConnectors = (onChange) => {
    const stopLoaded = watchConnectors(onChange)
    const stopBefore = discovery?.subscribe(() => {
      list = undefined
      if (!lazy.loaded) onChange(before())
    })
    return () => {
      stopLoaded()
      stopBefore?.()
    }
  }
  // What core's lazy adapter does not forward (not every namespace has it), the EVM adapter does.
  const loaded = () => lazy.prepare() as Promise<CreateEvmAdapterReturnType>
  lazy.switchAccount = async (p) => (await loaded()).switchAccount(p)
  lazy.signTypedData = async (typedData) => (await loaded()).signTypedData(typedData)
  if (pending) void lazy.prepare().catch(() => undefined)
  return lazy
}
