import { createHttpClient } from '../api/createHttpClient'
import { getIdentity } from '../api/getIdentity'
import {
  type CreateAccountNameStoreReturnType,
  createAccountNameStore,
} from '../names/createAccountNameStore'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { sdkQuery } from './sdkQuery'
import type { FeatureHost } from './types'

const stores = new WeakMap<object, CreateAccountNameStoreReturnType | null>()

/**
 * The CAIP-2 id of the chain `address` is connected on when it is the host's EVM account (its
 * ENS name is that chain's, ENSIP-19), else `undefined`.
 *
 * @example
 * connectedEvmChain(config, '0xf39F…2266') // 'eip155:31337'
 */
export function connectedEvmChain(
  host: Pick<FeatureHost, 'account'>,
  address: string,
): string | undefined {
  const { address: connected, caipAddress } = host.account.getState()
  if (connected !== address || !caipAddress?.startsWith('eip155:')) return undefined
  return caipAddress.split(':').slice(0, 2).join(':')
}

/**
 * The host's account-name store (the connected account's primary name from the server's
 * identity route for the chain it is on, cached 5 min), made once per host; `null` without a
 * server. When the connected account moves to another chain, the name of that chain is loaded
 * (ENSIP-19). Its own HTTP client (not `getServerClient`'s), so the chunk that loads it stays small.
 *
 * @example
 * await getAccountNameStore(config)?.load('0xf39F…2266')
 */
export function getAccountNameStore(host: FeatureHost): CreateAccountNameStoreReturnType | null {
  const known = stores.get(host)
  if (known !== undefined) return known
  let store: CreateAccountNameStoreReturnType | null = null
  if (host.apiUrl) {
    const client = createHttpClient({
      baseUrl: host.apiUrl,
      params: { projectId: host.projectId, ...sdkQuery },
      fetch: host.fetch,
    })
    store = createAccountNameStore({
      clock: host.clock,
      storage: typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage,
      // The identity route answers the primary name and its avatar (SPEC §3 account
      // profileName, profileImage).
      getPrimaryName: (address, chainId) => getIdentity(client, { address, chainId }),
    })
    const names = store
    host.account.subscribe(({ address }) => {
      const shown = names.getState()
      if (!address || shown.address !== address) return
      const chainId = connectedEvmChain(host, address)
      if (chainId && chainId !== shown.chainId) void names.load(address, chainId)
    })
  }
  stores.set(host, store)
  return store
}

/**
 * Starts loading `address`'s primary name (on the chain it is connected on) and returns the
 * store that will hold it (`null` without a server).
 *
 * @example
 * const store = loadAccountName(config, '0xf39F…2266')
 */
export function loadAccountName(
  host: FeatureHost,
  address: string,
): CreateAccountNameStoreReturnType | null {
  const store = getAccountNameStore(host)
  void store?.load(address, connectedEvmChain(host, address))
  return store
}
