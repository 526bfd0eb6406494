import { type CreateSwapStoreReturnType, createSwapStore } from '../stores/createSwapStore'
import { getServerApi } from './getServerApi'
import type { FeatureHost } from './types'

const stores = new WeakMap<object, CreateSwapStoreReturnType>()

/**
 * The host's swap draft (`createSwapStore`), made once per host in the Swap view's chunk. It
 * follows the active account (a network, account or namespace switch, or a disconnect, clears
 * it), quotes on the host's clock and sends through the active adapter. `null` without a server
 * (swaps are the server's `/v1/convert/*`).
 *
 * @example
 * const swap = getSwapStore(config)
 * swap?.setAmount('0.1')
 */
export function getSwapStore(host: FeatureHost): CreateSwapStoreReturnType | null {
  const known = stores.get(host)
  if (known) return known
  const api = getServerApi(host)
  if (!api) return null
  const store = createSwapStore({
    client: api.client,
    clock: host.clock,
    account: host.account,
    adapter: {
      sendTransaction: (p) => host.adapter.sendTransaction(p),
      waitForTransaction: (p) => host.adapter.waitForTransaction(p),
    },
    getNativeBalance: () => {
      const { value, symbol, decimals, caipAddress } = host.balance.getState()
      const current = caipAddress === host.account.getState().caipAddress
      const native = api.tokens
        .getState()
        .balances.find((token) => !token.address && caipAddress?.startsWith(`${token.chainId}:`))
      return { value: current ? value : undefined, symbol, decimals, price: native?.price }
    },
  })
  stores.set(host, store)
  return store
}
