import {
  type CreateAccountTokensStoreReturnType,
  createAccountTokensStore,
} from '../api/createAccountTokensStore'
import type { CreateHttpClientReturnType } from '../api/createHttpClient'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { getServerClient } from './getServerClient'
import type { FeatureHost } from './types'

/**
 * The server API of one host: its HTTP client and the Account view's tokens store (Activity's
 * store is `getTransactionsStore`, in the chunks that read it).
 */
export type ServerApi = {
  client: CreateHttpClientReturnType
  tokens: CreateAccountTokensStoreReturnType
}

const apis = new WeakMap<object, ServerApi | null>()

/**
 * The host's server API, made once per host: its client (`getServerClient`) and the Account
 * tokens store, in the chunks of the views that read balances. `null` when there is no server URL.
 *
 * @example
 * const api = getServerApi(config)
 * await api?.tokens.load({ caipAddress })
 */
export function getServerApi(host: FeatureHost): ServerApi | null {
  const known = apis.get(host)
  if (known !== undefined) return known
  let api: ServerApi | null = null
  const client = getServerClient(host)
  if (client) {
    const storage = typeof localStorage === 'undefined' ? createMemoryStorage() : localStorage
    const tokens = createAccountTokensStore({
      client,
      clock: host.clock,
      storage,
      networks: host.networks,
      onError: (error) => host.toast.showToast({ variant: 'error', message: error.shortMessage }),
    })
    api = { client, tokens }
  }
  apis.set(host, api)
  return api
}
