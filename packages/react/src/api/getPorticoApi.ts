import {
  type CreateAccountTokensStoreReturnType,
  type CreateHttpClientReturnType,
  type CreateTransactionsStoreReturnType,
  createAccountTokensStore,
  createHttpClient,
  createMemoryStorage,
  createTransactionsStore,
  getTransactionHistory,
} from '@portico/core'
import type { PorticoConfig } from '../createPorticoConfig'

/** The server API of one config: its HTTP client and the Account view's tokens store. */
export type PorticoApi = {
  client: CreateHttpClientReturnType
  tokens: CreateAccountTokensStoreReturnType
  /**
   * The Account view's Activity (history of the connected account on its network). After a send,
   * `transactions.refresh({ hash })` shows the new transaction once the server has indexed it.
   */
  transactions: CreateTransactionsStoreReturnType
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
    const transactions = createTransactionsStore({
      getHistory: (query) => getTransactionHistory({ client, networks: config.networks, ...query }),
      networks: config.networks,
      track: config.track,
      clock: config.clock,
    })
    // SPEC §4: a disconnect resets the transactions.
    config.account.subscribe((account) => {
      if (account.status === 'disconnected' && transactions.getState().account) transactions.reset()
    })
    api = { client, tokens, transactions }
  }
  apis.set(config, api)
  return api
}
