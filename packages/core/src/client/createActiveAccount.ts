import type { AdapterAccount, ChainAdapter, ChainNamespace } from '../adapter'
import type { Clock } from '../clock/types'
import { ChainAdapterNotFoundError } from '../errors/connection'
import { createStore, type Store } from '../store/createStore'
import type { CreateConnectionStoreReturnType } from '../stores/createConnectionStore'
import { createNamespaceRestore } from './createNamespaceRestore'
import type { CreateNamespaceStoreReturnType } from './createNamespaceStore'

export type CreateActiveAccountParameters = {
  adapters: readonly ChainAdapter[]
  /** The active namespace (restored from storage) and Connect's namespace filter. */
  namespace: CreateNamespaceStoreReturnType
  connection: Pick<
    CreateConnectionStoreReturnType,
    'setConnected' | 'setConnecting' | 'setDisconnected'
  >
  clock: Clock
  /** After every report of the active account, and after a change of namespace (balance, sign-in, UnsupportedChain). */
  onChange: (next: AdapterAccount, previous: AdapterAccount) => void
}
export type CreateActiveAccountReturnType = {
  /** Every namespace's account, as its adapter reports it. */
  accounts: Store<Partial<Record<ChainNamespace, AdapterAccount>>>
  /** The active namespace's account. */
  account: Store<AdapterAccount>
  /** An adapter reported its account. */
  onAccount(namespace: ChainNamespace, account: AdapterAccount): void
  /** The user made a namespace active (throws `Chain adapter not found` for one not configured). */
  setActive(namespace: ChainNamespace): void
  /** Reconnects an adapter at start; the stored active namespace's outcome ends its restore. */
  reconnect(adapter: ChainAdapter): void
  /** The user chose otherwise (a connect, a disconnect): the stored active namespace is no longer awaited. */
  cancelRestore(): void
}

const disconnected: AdapterAccount = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  caipAddress: undefined,
  connectorId: undefined,
}

/**
 * The active namespace's rules (SPEC §3, §4): the active namespace is the one last connected or
 * selected. A namespace connecting while the active one has nothing makes itself active; the
 * active one leaving hands over to one still connected. After a reload, the active namespace of
 * the previous visit stays active while its adapter reconnects, even when another namespace
 * comes back first (an adapter loaded on demand, a wallet registering late); if it cannot come
 * back, the client falls back to a connected one (see `createNamespaceRestore`).
 *
 * @example
 * const active = createActiveAccount({ adapters, namespace, connection, clock, onChange })
 * adapter.watchAccount((next) => active.onAccount(adapter.namespace, next))
 * active.reconnect(adapter)
 */
export function createActiveAccount(
  parameters: CreateActiveAccountParameters,
): CreateActiveAccountReturnType {
  const { adapters, namespace, connection, clock, onChange } = parameters
  const accounts = createStore<Partial<Record<ChainNamespace, AdapterAccount>>>(
    Object.fromEntries(adapters.map((a) => [a.namespace, a.getAccount()])),
  )
  const read = () => accounts.getState()[namespace.getState().active] ?? disconnected
  const account = createStore<AdapterAccount>(read())
  const statusOf = (ns: ChainNamespace) => accounts.getState()[ns]?.status ?? 'disconnected'
  const connectedOther = (ns: ChainNamespace) =>
    adapters.find((a) => a.namespace !== ns && statusOf(a.namespace) === 'connected')

  const sync = () => {
    const previous = account.getState()
    const next = read()
    account.setState(next)
    onChange(next, previous)
  }
  const activate = (ns: ChainNamespace) => {
    if (!adapters.some((a) => a.namespace === ns))
      throw new ChainAdapterNotFoundError({ details: `Namespace: ${ns}` })
    namespace.setActive(ns)
    sync()
  }
  const restore = createNamespaceRestore({
    namespace: namespace.stored,
    clock,
    // The previous visit's namespace is not coming back: one still connected takes its place.
    onGiveUp: () => {
      const { active } = namespace.getState()
      const other = statusOf(active) === 'connected' ? undefined : connectedOther(active)
      if (other) activate(other.namespace)
    },
  })

  const onAccount = (ns: ChainNamespace, next: AdapterAccount) => {
    accounts.setState({ [ns]: next })
    if (next.status === 'connected' && next.address) {
      connection.setConnected({
        namespace: ns,
        address: next.address,
        caipAddress: next.caipAddress,
        connectorId: next.connectorId,
      })
    } else if (next.status === 'connecting' || next.status === 'reconnecting') {
      connection.setConnecting()
    } else if (next.status === 'disconnected') {
      connection.setDisconnected(ns)
    }
    restore.observe(ns, next) // may hand over (the restored namespace failed to reconnect)
    const { active } = namespace.getState()
    const other = connectedOther(ns)
    const awaited = restore.pending() === active
    if (ns !== active && next.status === 'connected' && statusOf(active) === 'disconnected') {
      if (!awaited) activate(ns)
    } else if (ns === active && next.status === 'disconnected' && other) {
      activate(other.namespace)
    } else if (ns === active) {
      sync()
    }
  }

  return {
    accounts,
    account,
    onAccount,
    setActive(ns) {
      restore.cancel()
      activate(ns)
    },
    reconnect(adapter) {
      const awaited = restore.pending() === adapter.namespace
      const settled = (failed: boolean) => {
        if (awaited) restore.settled(adapter.getAccount(), failed)
      }
      adapter.reconnect().then(
        () => settled(false),
        () => settled(true),
      )
    },
    cancelRestore: restore.cancel,
  }
}
