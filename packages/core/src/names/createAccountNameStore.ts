import type { Clock } from '../clock/types'
import { createStore, type Store } from '../store/createStore'
import { type CacheStorage, createCache } from '../timed/createCache'

/** The primary name of one address: `undefined` while unknown, `null` when it has none. */
export type AccountNameState = {
  address: string | undefined
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
  getPrimaryName: (address: string) => Promise<AccountNameLookup>
  clock: Clock
  /** Where the name-service cache (5 min, SPEC §9) lives: `localStorage` in a browser. */
  storage: CacheStorage
}

/** Return type of {@link createAccountNameStore}. */
export type CreateAccountNameStoreReturnType = Store<AccountNameState> & {
  /** Shows `address`'s primary name: from the cache when fresh, else from the name service. */
  load(address: string): Promise<void>
  /** Records a name just registered for `address` (shown at once, cached). */
  setName(parameters: { address: string; name: string }): void
}

const key = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

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

  const show = (address: string, found: AccountNameLookup) => {
    const { name, avatar = null } =
      found !== null && typeof found === 'object' ? found : { name: found }
    if (store.getState().address === address) store.setState({ name, avatar })
  }

  const load = (address: string) => {
    if (store.getState().address !== address)
      store.setState({ address, name: undefined, avatar: undefined })
    const cached = cache.get<AccountNameLookup>('names', key(address))
    if (cached !== undefined) {
      show(address, cached)
      return Promise.resolve()
    }
    const running = pending.get(key(address))
    if (running) return running
    const request = parameters.getPrimaryName(address).then(
      (name) => {
        cache.set('names', key(address), name)
        show(address, name)
      },
      () => show(address, null),
    )
    const done = request.finally(() => pending.delete(key(address)))
    pending.set(key(address), done)
    return done
  }

  return {
    ...store,
    load,
    setName({ address, name }) {
      // The first name of an address is its primary: a second registration does not replace it.
      const known = cache.get<AccountNameLookup>('names', key(address))
      if (known && (typeof known === 'string' || known.name)) return
      cache.set('names', key(address), name)
      if (store.getState().address === address) store.setState({ name, avatar: null })
    },
  }
}
