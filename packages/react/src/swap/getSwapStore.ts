import { type CreateSwapStoreReturnType, createSwapStore } from '@portico/core/internal'
import { getPorticoApi } from '../api/getPorticoApi'
import type { PorticoConfig } from '../createPorticoConfig'

const stores = new WeakMap<PorticoConfig, CreateSwapStoreReturnType>()

/**
 * The config's swap draft (core's `createSwapStore`), made once per config in the Swap view's
 * chunk. It follows the active account (a network, account or namespace switch, or a disconnect,
 * clears it), quotes on the config's clock and sends through the active adapter. `null` without
 * a server (swaps are the server's `/v1/convert/*`).
 *
 * @example
 * const swap = getSwapStore(config)
 * swap?.setAmount('0.1')
 */
export function getSwapStore(config: PorticoConfig): CreateSwapStoreReturnType | null {
  const known = stores.get(config)
  if (known) return known
  const api = getPorticoApi(config)
  if (!api) return null
  const store = createSwapStore({
    client: api.client,
    clock: config.clock,
    account: config.account,
    adapter: {
      sendTransaction: (p) => config.adapter.sendTransaction(p),
      waitForTransaction: (p) => config.adapter.waitForTransaction(p),
    },
    getNativeBalance: () => {
      const { value, symbol, decimals, caipAddress } = config.balance.getState()
      const current = caipAddress === config.account.getState().caipAddress
      const native = api.tokens
        .getState()
        .balances.find((token) => !token.address && caipAddress?.startsWith(`${token.chainId}:`))
      return { value: current ? value : undefined, symbol, decimals, price: native?.price }
    },
  })
  stores.set(config, store)
  return store
}
