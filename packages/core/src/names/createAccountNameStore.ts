import type { Clock } from '../clock/types'
import { createStore, type Store } from '../store/createStore'
import { type CacheStorage, createCache } from '../timed/createCache'

/** The primary name of one address: `undefined` while unknown, `null` when it has none. */
export type AccountNameState = {
  address: string | undefined
  /** The CAIP-2 id of the chain whose name it is (ENSIP-19), when the lookup was given one. */
  chainId?: string | undefined
  name: string | null | undefined
  /** The name's avatar (an `https:` or `data:image/` URL the identity route vetted), `null` when none. */
  avatar?: string | null | undefined
}

/** What a lookup answers: the primary name alone, or the name with its avatar (SPEC §3 identity). */
export type AccountNameLookup = string | null | { name: string | null; avatar?: string | null }

/** Parameters of {@link createAccountNameStore}. */
export type CreateAccountNameStoreParameters = {
  /**
   * The address's primary name (`getNamesOfAddress(…)[0]?.name`), `null` when it has none; or its
   * identity (`getIdentity`: name and avatar).
   */
  getPrimaryName: (address: string, chainId?: string) => Promise<AccountNameLookup>
  clock: Clock
  /** Where the name-service cache (5 min, SPEC §9) lives: `localStorage` in a browser. */
  storage: CacheStorage
}

/** Return type of {@link createAccountNameStore}. */
export type CreateAccountNameStoreReturnType = Store<AccountNameState> & {
  /**
   * Shows `address`'s primary name (on `chainId`, the CAIP-2 id of the chain it is on: an ENS name
   * may differ per chain, ENSIP-19): from the cache when fresh, else from the name service.
   */
  load(address: string, chainId?: string): Promise<void>
  /** Records a name just registered for `address` (shown at once, cached). */
  setName(parameters: { address: string; name: string }): void
}

const key = (address: string, chainId?: string) =>
  `${address.startsWith('0x') ? address.toLowerCase() : address}${chainId ? `@${chainId}` : ''}`

/**
 * The connected account's primary name, shown wherever its address is (connect button, Account
 * view), and its avatar when the lookup answers one (the identity route: ENS `avatar`). Read from
 * the name service's reverse lookup, cached 5 minutes (SPEC §9 name-service names); a
 * registration sets it at once. A failed lookup shows no name (SPEC §8: name-service
 * failure gives an empty result).
 *
 * @example
 * const names = createAccountNameStore({ clock: systemClock, storage: localStorage,
 *   getPrimaryName: async (address) => (await getNamesOfAddress(client, { address }))[0]?.name ?? null })
 * await names.load('0xf39F…2266')
 * names.getState().name // 'alice.portico.id'
 */
export function createAccountNameStore(
  parameters: CreateAccountNameStoreParameters,
): CreateAccountNameStoreReturnType {
  const store = createStore<AccountNameState>({
    address: undefined,
    name: undefined,
    avatar: undefined,
  })
  const cache = createCache({ storage: parameters.storage, clock: parameters.clock })
  const pending = new Map<string, Promise<void>>()

  const show = (address: string, chainId: string | undefined, found: AccountNameLookup) => {
    const { name, avatar = null } =
      found !== null && typeof found === 'object' ? found : { name: found }
    const state = store.getState()
    if (state.address === address && state.chainId === chainId) store.setState({ name, avatar })
  }

  const load = (address: string, chainId?: string) => {
    const state = store.getState()
    if (state.address !== address)
      store.setState({ address, chainId, name: undefined, avatar: undefined })
    // Another chain of the same account: its name stays shown until the chain's one is known.
    else if (state.chainId !== chainId) store.setState({ chainId })
    const id = key(address, chainId)
    const cached = cache.get<AccountNameLookup>('names', id)
    if (cached !== undefined) {
      show(address, chainId, cached)
      return Promise.resolve()
    }
    const running = pending.get(id)
    if (running) return running
    const request = parameters.getPrimaryName(address, chainId).then(
      (name) => {
        cache.set('names', id, name)
        show(address, chainId, name)
      },
      () => show(address, chainId, null),
    )
    const done = request.finally(() => pending.delete(id))
    pending.set(id, done)
    return done
  }

  return {
    ...store,
    load,
    setName({ address, name }) {
      // The first name of an address is its primary: a second registration does not replace it.
      const state = store.getState()
      const id = key(address, state.address === address ? state.chainId : undefined)
      const known = cache.get<AccountNameLookup>('names', id)
      if (known && (typeof known === 'string' || known.name)) return
      cache.set('names', id, name)
      if (store.getState().address === address) store.setState({ name, avatar: null })
    },
  }
}
