import { getIdentity } from '@portico/core/api'
import { type CreateSendStoreReturnType, createSendStore } from '@portico/core/internal'
import { getPorticoApi } from '../api/getPorticoApi'
import type { PorticoConfig } from '../createPorticoConfig'

const stores = new WeakMap<PorticoConfig, CreateSendStoreReturnType>()

/**
 * The config's send draft (core's `createSendStore`), made once per config in the modal's chunk.
 * It follows the config's active account (and its namespace's adapter): a network, account or
 * namespace switch, or a disconnect, clears it; the
 * receiver's name comes from the server's identity route when there is a server, and a receiver
 * typed as a name is resolved through the name service.
 *
 * @example
 * const send = getSendStore(config)
 * send.setAmount('1.5')
 */
export function getSendStore(config: PorticoConfig): CreateSendStoreReturnType {
  const known = stores.get(config)
  if (known) return known
  const api = getPorticoApi(config)
  const store = createSendStore({
    // The active namespace's adapter at each call: a send follows the account the person sees.
    adapter: {
      estimateSend: (p) => config.adapter.estimateSend(p),
      sendToken: (p) => config.adapter.sendToken(p),
      waitForTransaction: (p) => config.adapter.waitForTransaction(p),
    },
    account: config.account,
    networks: config.networks,
    getNativeBalance: () => {
      const { value, symbol, caipAddress } = config.balance.getState()
      const current = caipAddress === config.account.getState().caipAddress
      return { value: current ? value : undefined, symbol }
    },
    // The receiver's name on the chain the send goes on (an ENS name may differ per chain, ENSIP-19).
    getIdentity: api
      ? (address) => {
          const { caipAddress } = config.account.getState()
          const chainId = caipAddress?.startsWith('eip155:')
            ? caipAddress.split(':').slice(0, 2).join(':')
            : undefined
          return getIdentity(api.client, { address, chainId })
        }
      : undefined,
    // A receiver typed as a name (`alice.portico.id`) is looked up in the name service.
    // (its client loads on demand: most sends are to an address)
    resolveName: api
      ? async (name) =>
          (await import('../names/resolveAccountName')).resolveAccountName(api.client, name)
      : undefined,
  })
  stores.set(config, store)
  return store
}
