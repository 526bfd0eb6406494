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
 * The CAIP-2 id of the chain `address` is connected on when it is the config's EVM account (its
 * ENS name is that chain's, ENSIP-19), else `undefined`.
 *
 * @example
 * connectedEvmChain(config, '0xf39F…2266') // 'eip155:31337'
 */
export function connectedEvmChain(config: PorticoConfig, address: string): string | undefined {
  const { address: connected, caipAddress } = config.account.getState()
  if (connected !== address || !caipAddress?.startsWith('eip155:')) return undefined
  return caipAddress.split(':').slice(0, 2).join(':')
}

/**
 * The config's account-name store (the connected account's primary name from the server's
 * identity route for the chain it is on, cached 5 min), made once per config; `null` without a
 * server. When the connected account moves to another chain, the name of that chain is loaded
 * (ENSIP-19). Kept apart from the modal's API so the connect button's chunk stays small.
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
      getPrimaryName: (address, chainId) => getIdentity(client, { address, chainId }),
    })
    const names = store
    config.account.subscribe(({ address }) => {
      const shown = names.getState()
      if (!address || shown.address !== address) return
      const chainId = connectedEvmChain(config, address)
      if (chainId && chainId !== shown.chainId) void names.load(address, chainId)
    })
  }
  stores.set(config, store)
  return store
}
