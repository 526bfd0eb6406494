import { getTransactionHistory } from '@portico/core/api'
import {
  type CreateTransactionsStoreReturnType,
  createTransactionsStore,
} from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { getPorticoApi } from './getPorticoApi'

const stores = new WeakMap<PorticoConfig, CreateTransactionsStoreReturnType | null>()

/**
 * The Account view's Activity (history of the connected account on its network), made once per
 * config by what reads it first — the Activity tab or a mined send or swap — so the modal's chunk
 * does not carry it. After a send, `refresh({ hash })` shows the new transaction once the server
 * has indexed it. `null` without a server (see {@link getPorticoApi}).
 *
 * @example
 * await getTransactionsStore(config)?.fetch({ account: caipAddress })
 */
export function getTransactionsStore(
  config: PorticoConfig,
): CreateTransactionsStoreReturnType | null {
  const known = stores.get(config)
  if (known !== undefined) return known
  const api = getPorticoApi(config)
  let store: CreateTransactionsStoreReturnType | null = null
  if (api) {
    const transactions = createTransactionsStore({
      getHistory: (query) => getTransactionHistory({ client: api.client, ...query }),
      networks: config.networks,
      track: config.track,
      clock: config.clock,
    })
    // SPEC §4: a disconnect resets the transactions.
    config.account.subscribe((account) => {
      if (account.status === 'disconnected' && transactions.getState().account) transactions.reset()
    })
    store = transactions
  }
  stores.set(config, store)
  return store
}
