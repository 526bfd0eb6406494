import {
  type CreateAccountTokensStoreReturnType,
  type CreateHttpClientReturnType,
  createAccountTokensStore,
  createHttpClient,
  createMemoryStorage,
} from '@portico/core'
import type { PorticoConfig } from '../createPorticoConfig'

/**
 * The server API of one config: its HTTP client and the Account view's tokens store (Activity's
 * store is `getTransactionsStore`, in the chunks that read it).
 */
export type PorticoApi = {
  client: CreateHttpClientReturnType
  tokens: CreateAccountTokensStoreReturnType
}

import { sdkType, sdkVersion } from './sdkQuery'

export { sdkType, sdkVersion }

const apis = new WeakMap<PorticoConfig, PorticoApi | null>()

/**
 * The config's server API, made once per config (in the modal's chunk, so the first load does
 * not carry it). `null` when there is no server URL (no `apiUrl` and no page origin).
 *
 * @example
 * const api = getPorticoApi(config)
 * await api?.tokens.load({ caipAddress })
 */
export function getPorticoApi(config: PorticoConfig): PorticoApi | null {
  const known = apis.get(config)
  if (known !== undefined) return known
  let api: PorticoApi | null = null
  if (config.apiUrl) {
    const client = createHttpClient({
      baseUrl: config.apiUrl,
      params: { projectId: config.projectId, st: sdkType, sv: sdkVersion },
      fetch: config.fetch,
    })
    const storage = typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage
    const tokens = createAccountTokensStore({
      client,
      clock: config.clock,
      storage,
      networks: config.networks,
      onError: (error) => config.toast.showToast({ variant: 'error', message: error.shortMessage }),
    })
    api = { client, tokens }
  }
  apis.set(config, api)
  return api
}
