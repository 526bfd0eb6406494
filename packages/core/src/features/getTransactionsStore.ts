import { getTransactionHistory } from '../api/getTransactionHistory'
import {
  type CreateTransactionsStoreReturnType,
  createTransactionsStore,
} from '../stores/createTransactionsStore'
import { getServerApi } from './getServerApi'
import type { FeatureHost } from './types'

const stores = new WeakMap<object, CreateTransactionsStoreReturnType | null>()

/**
 * The Account view's Activity (history of the connected account on its network), made once per
 * host by what reads it first — the Activity tab or a mined send or swap — so the modal's chunk
 * does not carry it. After a send, `refresh({ hash })` shows the new transaction once the server
 * has indexed it; a disconnect resets it (SPEC §4). `null` without a server.
 *
 * @example
 * await getTransactionsStore(config)?.fetch({ account: caipAddress })
 */
export function getTransactionsStore(host: FeatureHost): CreateTransactionsStoreReturnType | null {
  const known = stores.get(host)
  if (known !== undefined) return known
  const api = getServerApi(host)
  let store: CreateTransactionsStoreReturnType | null = null
  if (api) {
    const transactions = createTransactionsStore({
      getHistory: (query) => getTransactionHistory({ client: api.client, ...query }),
      networks: host.networks,
      track: host.track,
      clock: host.clock,
    })
    // SPEC §4: a disconnect resets the transactions.
    host.account.subscribe((account) => {
      if (account.status === 'disconnected' && transactions.getState().account) transactions.reset()
    })
    store = transactions
  }
  stores.set(host, store)
  return store
}
