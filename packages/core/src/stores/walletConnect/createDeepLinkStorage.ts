import { InvalidParameterError } from '../../errors/parameter'
import type { WcLinking } from '../createConnectionStore'

/** The part of the Web Storage API used (`localStorage` fits). */
export type DeepLinkStorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Return type of {@link createDeepLinkStorage}. */
export type CreateDeepLinkStorageReturnType = {
  /** Stores the record of the mobile wallet used (connection store's `storeDeepLink`). */
  store: (linking: WcLinking) => void
  /** Deletes it (connection store's `deleteDeepLink`, on reset). */
  remove: () => void
}

/** Where the deep-link record lives in storage. */
export const deepLinkStorageKey = 'portico.wcLinking'

/**
 * The deep-link record (SPEC §3 "deep-link record") in `localStorage`: the last mobile wallet
 * connected over WalletConnect, `{ name, href }`. Without storage, every call is a no-op.
 *
 * @example
 * const deepLink = createDeepLinkStorage({ storage: localStorage })
 * createConnectionStore({ storeDeepLink: deepLink.store, deleteDeepLink: deepLink.remove })
 */
export function createDeepLinkStorage({
  storage,
}: {
  storage: DeepLinkStorageLike | undefined
}): CreateDeepLinkStorageReturnType {
  const safely = <T>(run: () => T, fallback: T): T => {
    try {
      return run()
    } catch {
      return fallback
    }
  }
  return {
    store(linking) {
      if (typeof linking?.name !== 'string' || typeof linking.href !== 'string')
        throw new InvalidParameterError({ reason: 'A deep-link record needs a name and an href' })
      safely(() => storage?.setItem(deepLinkStorageKey, JSON.stringify(linking)), undefined)
    },
    remove() {
      safely(() => storage?.removeItem(deepLinkStorageKey), undefined)
    },
  }
}
