import type { AdapterAccount, ChainNamespace } from '../adapter'
import type { PorticoClient } from '../client/types'

export type GetAccountParameters = {
  /** The namespace to read; the active one by default. */
  namespace?: ChainNamespace | undefined
}
export type GetAccountReturnType = AdapterAccount & {
  /** The namespace the account belongs to. */
  namespace: ChainNamespace
  /** Connected with an address. */
  isConnected: boolean
}
export type GetAccountErrorType = never

const disconnected: AdapterAccount = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
  caipAddress: undefined,
  connectorId: undefined,
}

/**
 * The account of a namespace (the active one by default), as its adapter reports it.
 *
 * @example
 * const { address, isConnected, namespace } = getAccount(client)
 */
export function getAccount(
  client: Pick<PorticoClient, 'accounts' | 'namespace'>,
  parameters: GetAccountParameters = {},
): GetAccountReturnType {
  const namespace = parameters.namespace ?? client.namespace.getState().active
  const account = client.accounts.getState()[namespace] ?? disconnected
  return { ...account, namespace, isConnected: account.status === 'connected' && !!account.address }
}
