import { getIdentity } from '../api/getIdentity'
import { type CreateSendStoreReturnType, createSendStore } from '../stores/createSendStore'
import { getServerApi } from './getServerApi'
import type { FeatureHost } from './types'

const stores = new WeakMap<object, CreateSendStoreReturnType>()

/**
 * The host's send draft (`createSendStore`), made once per host in the chunk that reads it. It
 * follows the host's active account (and its namespace's adapter): a network, account or
 * namespace switch, or a disconnect, clears it; the receiver's name comes from the server's
 * identity route when there is a server, and a receiver typed as a name is resolved through the
 * name service.
 *
 * @example
 * const send = getSendStore(config)
 * send.setAmount('1.5')
 */
export function getSendStore(host: FeatureHost): CreateSendStoreReturnType {
  const known = stores.get(host)
  if (known) return known
  const api = getServerApi(host)
  const store = createSendStore({
    // The active namespace's adapter at each call: a send follows the account the person sees.
    adapter: {
      estimateSend: (p) => host.adapter.estimateSend(p),
      sendToken: (p) => host.adapter.sendToken(p),
      waitForTransaction: (p) => host.adapter.waitForTransaction(p),
    },
    account: host.account,
    networks: host.networks,
    getNativeBalance: () => {
      const { value, symbol, caipAddress } = host.balance.getState()
      const current = caipAddress === host.account.getState().caipAddress
      return { value: current ? value : undefined, symbol }
    },
    // The receiver's name on the chain the send goes on (an ENS name may differ per chain, ENSIP-19).
    getIdentity: api
      ? (address) => {
          const { caipAddress } = host.account.getState()
          const chainId = caipAddress?.startsWith('eip155:')
            ? caipAddress.split(':').slice(0, 2).join(':')
            : undefined
          return getIdentity(api.client, { address, chainId })
        }
      : undefined,
    // A receiver typed as a name (`alice.portico.id`) is looked up in the name service.
    // (its client loads on demand: most sends are to an address)
    resolveName: api
      ? async (name) => (await import('./resolveAccountName')).resolveAccountName(api.client, name)
      : undefined,
  })
  stores.set(host, store)
  return store
}
