import type { AdapterAccount, ChainAdapter, ChainNamespace } from '../adapter'
import { isUserRejection } from '../errors/isUserRejection'
import type { PorticoConnector } from './mergeConnectors'

const refusals = new Set(['ConnectionDeclinedError', 'UserRejectedRequestError'])
const isRefusal = (error: unknown) =>
  isUserRejection(error) || refusals.has((error as { name?: string })?.name ?? '')

export type ConnectNamespacesParameters = {
  wallet: PorticoConnector
  /** The namespaces to connect, in the order the wallet prompts for them. */
  namespaces: readonly ChainNamespace[]
  getAdapter: (namespace: ChainNamespace) => ChainAdapter
  /** The network to ask the wallet for in a namespace (its adapter's first when undefined). */
  chainIdOf?: ((namespace: ChainNamespace) => number | string | undefined) | undefined
  /** Called after each namespace connects, with its account. */
  onConnected?: ((namespace: ChainNamespace, account: AdapterAccount) => void) | undefined
}
export type ConnectNamespacesReturnType = {
  /** The namespaces that connected, in order. */
  connected: ChainNamespace[]
  /** The first refusal or failure, when any namespace did not connect. */
  failure: unknown
}

/**
 * Connects one wallet in several namespaces, one prompt after the other (a wallet shows one
 * approval at a time). A refusal stops there (the person said no: no further prompt); what
 * connected before stays. Another failure (a namespace the wallet cannot serve) moves on.
 *
 * @example
 * const { connected, failure } = await connectNamespaces({ wallet, namespaces: ['eip155', 'solana'], getAdapter })
 * // { connected: ['eip155'], failure: ConnectionDeclinedError } — the Solana prompt was refused
 */
export async function connectNamespaces(
  parameters: ConnectNamespacesParameters,
): Promise<ConnectNamespacesReturnType> {
  const { wallet, namespaces, getAdapter, chainIdOf, onConnected } = parameters
  const connected: ChainNamespace[] = []
  let failure: unknown
  for (const namespace of namespaces) {
    const connectorId = wallet.connectorIds[namespace]
    if (!connectorId) continue
    try {
      const adapter = getAdapter(namespace)
      await adapter.connect({ connectorId, chainId: chainIdOf?.(namespace) })
      connected.push(namespace)
      onConnected?.(namespace, adapter.getAccount())
    } catch (error) {
      failure ??= error
      if (isRefusal(error)) break
    }
  }
  return { connected, failure }
}
