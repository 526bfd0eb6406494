import {
  type CreateAccountTokensStoreReturnType,
  type CreateHttpClientReturnType,
  createAccountTokensStore,
} from '@portico/core/api'
import { createMemoryStorage } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { getPorticoClient } from './getPorticoClient'

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
 * The config's server API, made once per config: its client (`getPorticoClient`) and the Account
 * tokens store, in the chunks of the views that read balances (not the modal's). `null` when there is no server URL (no `apiUrl` and no page origin).
 *
 * @example
 * const api = getPorticoApi(config)
 * await api?.tokens.load({ caipAddress })
 */
export function getPorticoApi(config: PorticoConfig): PorticoApi | null {
  const known = apis.get(config)
  if (known !== undefined) return known
  let api: PorticoApi | null = null
  const client = getPorticoClient(config)
  if (client) {
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
