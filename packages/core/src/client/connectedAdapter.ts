import type { AdapterAccount, ChainAdapter, ChainNamespace } from '../adapter'
import { NoActiveCaipAddressError } from '../errors/connection'
import type { PorticoClient } from './types'

/** The client's parts {@link connectedAdapter} reads. */
export type ConnectedAdapterClient = Pick<PorticoClient, 'accounts' | 'namespace' | 'getAdapter'>
export type ConnectedAdapterReturnType = {
  namespace: ChainNamespace
  adapter: ChainAdapter
  account: AdapterAccount & { address: string }
}

/**
 * Internal: the adapter and connected account of a namespace (the active one by default), for the
 * actions that need a wallet (sign, send).
 *
 * @throws {NoActiveCaipAddressError} `No ActiveCaipAddress found` when no wallet is connected there.
 * @throws {ChainAdapterNotFoundError} `Chain adapter not found` for a namespace not configured.
 * @example
 * const { adapter, account } = connectedAdapter(client, 'solana')
 */
export function connectedAdapter(
  client: ConnectedAdapterClient,
  namespace: ChainNamespace = client.namespace.getState().active,
): ConnectedAdapterReturnType {
  const adapter = client.getAdapter(namespace)
  const account = client.accounts.getState()[namespace]
  if (account?.status !== 'connected' || !account.address)
    throw new NoActiveCaipAddressError({ details: `Namespace: ${namespace}` })
  return { namespace, adapter, account: account as ConnectedAdapterReturnType['account'] }
}
