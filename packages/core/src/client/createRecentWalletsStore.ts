import { RECENT_WALLETS_MAX } from '../constants'
import { InvalidParameterError } from '../errors/parameter'
import { createStore, type Store } from '../store/createStore'
import type { ConnectedWallet } from '../stores/createConnectionStore'
import { addRecentWallet } from '../timed/addRecentWallet'

/** A `localStorage`-like place to keep the list. */
export type RecentWalletsStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export type CreateRecentWalletsStoreParameters = {
  /** Where the list survives reloads; none by default. */
  storage?: RecentWalletsStorage | undefined
  /** Storage key. Default `portico.recentWallets`. */
  key?: string | undefined
}

export type RecentWalletsState = { recentWallets: readonly ConnectedWallet[] }

export type CreateRecentWalletsStoreReturnType = Store<RecentWalletsState> & {
  /** Puts a wallet first, drops its older entry, keeps the last {@link RECENT_WALLETS_MAX} (core's rule). */
  add: (wallet: ConnectedWallet) => void
}

/**
 * The recent wallets (SPEC §3, §9: the last two), most recent first, kept in local storage.
 * Unreadable stored data is ignored.
 *
 * @example
 * const recent = createRecentWalletsStore({ storage: localStorage })
 * recent.add({ id: 'dev.portico.testwallet', name: 'Portico Test Wallet' })
 */
export function createRecentWalletsStore(
  parameters: CreateRecentWalletsStoreParameters = {},
): CreateRecentWalletsStoreReturnType {
  const { storage } = parameters
  const key = parameters.key ?? 'portico.recentWallets'
  const store = createStore<RecentWalletsState>({ recentWallets: read() })

  function read(): ConnectedWallet[] {
    try {
      const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
      if (!Array.isArray(value)) return []
      return value
        .filter(
          (w): w is ConnectedWallet =>
            typeof w?.id === 'string' && typeof w?.name === 'string' && w.id !== '',
        )
        .slice(0, RECENT_WALLETS_MAX)
    } catch {
      return []
    }
  }

  const add = (wallet: ConnectedWallet) => {
    if (!wallet?.name)
      throw new InvalidParameterError({ reason: 'A recent wallet needs an id and a name' })
    const next = addRecentWallet(store.getState().recentWallets, wallet)
    store.setState({ recentWallets: next })
    try {
      storage?.setItem(key, JSON.stringify(next))
    } catch {
      // storage full or denied: the list still lives for this page
    }
  }

  return { ...store, add }
}
