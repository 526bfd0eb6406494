import type { ChainNamespace } from '../adapter'
import { createStore, type Store } from '../store/createStore'

/** Storage key of the active namespace (SPEC §3 local storage "active namespace"). */
const activeNamespaceKey = 'portico.activeNamespace'

export type NamespaceState = {
  active: ChainNamespace
  /** Set while Connect offers only this namespace's wallets; cleared on connect or close. */
  connectTo: { namespace: ChainNamespace; chainId: number | string } | undefined
}

export type CreateNamespaceStoreParameters = {
  /** The namespaces the app has adapters for. */
  namespaces: readonly ChainNamespace[]
  /** The active namespace when storage holds none (the default network's). */
  initial: ChainNamespace
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined
}
export type CreateNamespaceStoreReturnType = Store<NamespaceState> & {
  /** Makes a namespace active and keeps the choice in storage. */
  setActive(namespace: ChainNamespace): void
  /** The active namespace the previous visit left in storage (one of the app's), if any. */
  readonly stored: ChainNamespace | undefined
}

/**
 * The active namespace (restored from storage when it is one of the app's) and the namespace the
 * Connect view is filtered to.
 *
 * @example
 * const namespace = createNamespaceStore({ namespaces: ['eip155', 'solana'], initial: 'eip155', storage: localStorage })
 * namespace.setActive('solana') // kept across reloads
 */
export function createNamespaceStore(
  parameters: CreateNamespaceStoreParameters,
): CreateNamespaceStoreReturnType {
  const { namespaces, initial, storage } = parameters
  const stored = (() => {
    try {
      return storage?.getItem(activeNamespaceKey) ?? undefined
    } catch {
      return undefined
    }
  })()
  const restored = namespaces.find((ns) => ns === stored)
  const store = createStore<NamespaceState>({ active: restored ?? initial, connectTo: undefined })
  return {
    ...store,
    stored: restored,
    setActive(namespace) {
      store.setState({ active: namespace })
      try {
        storage?.setItem(activeNamespaceKey, namespace)
      } catch {
        // Storage full or blocked: the choice lasts until the page closes.
      }
    },
  }
}
