import { createHttpClient, getIdentity } from '@portico/core/api'
import {
  type CreateAccountNameStoreReturnType,
  createAccountNameStore,
  createMemoryStorage,
} from '@portico/core/internal'
import { sdkType, sdkVersion } from '../api/sdkQuery'
import type { PorticoConfig } from '../createPorticoConfig'

const stores = new WeakMap<PorticoConfig, CreateAccountNameStoreReturnType | null>()

/**
 * The config's account-name store (the connected account's primary name from the server's
 * identity route, cached 5 min), made once per config; `null` without a server. Kept apart from the modal's API
 * so the connect button's chunk stays small.
 *
 * @example
 * await getAccountNameStore(config)?.load('0xf39F…2266')
 */
export function getAccountNameStore(
  config: PorticoConfig,
): CreateAccountNameStoreReturnType | null {
  const known = stores.get(config)
  if (known !== undefined) return known
  let store: CreateAccountNameStoreReturnType | null = null
  if (config.apiUrl) {
    const client = createHttpClient({
      baseUrl: config.apiUrl,
      params: { projectId: config.projectId, st: sdkType, sv: sdkVersion },
      fetch: config.fetch,
    })
    store = createAccountNameStore({
      clock: config.clock,
      storage: typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage,
      // The identity route answers the primary name and its avatar (SPEC §3 account
      // profileName, profileImage).
      getPrimaryName: (address) => getIdentity(client, { address }),
    })
  }
  stores.set(config, store)
  return store
}
