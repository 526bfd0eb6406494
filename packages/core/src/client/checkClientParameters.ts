import type { AdapterNetwork, ChainAdapter, ChainNamespace } from '../adapter'
import {
  AdapterNotConfiguredError,
  DuplicateAdapterError,
  NetworksNotConfiguredError,
  ProjectIdNotConfiguredError,
} from '../errors/config'

export type CheckClientParametersParameters = {
  projectId: string
  networks: readonly AdapterNetwork[]
  adapters: readonly ChainAdapter[]
}
/** The adapters by namespace. */
export type CheckClientParametersReturnType = Map<ChainNamespace, ChainAdapter>
export type CheckClientParametersErrorType =
  | ProjectIdNotConfiguredError
  | NetworksNotConfiguredError
  | AdapterNotConfiguredError
  | DuplicateAdapterError

/**
 * Checks what a Portico client needs before it starts: a project id, at least one network, at
 * least one adapter, one adapter per namespace, and an adapter for every requested network's
 * namespace. Returns the adapters by namespace.
 *
 * @throws {CheckClientParametersErrorType} the first rule broken.
 * @example
 * checkClientParameters({ projectId: 'portico-local', networks: [devnet], adapters: [evmAdapter] })
 * // Map { 'eip155' => evmAdapter }
 */
export function checkClientParameters(
  parameters: CheckClientParametersParameters,
): CheckClientParametersReturnType {
  const { projectId, networks, adapters } = parameters
  if (!projectId) throw new ProjectIdNotConfiguredError()
  if (networks.length === 0) throw new NetworksNotConfiguredError()
  if (adapters.length === 0) throw new AdapterNotConfiguredError()
  const byNamespace = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of adapters) {
    if (byNamespace.has(adapter.namespace))
      throw new DuplicateAdapterError({ namespace: adapter.namespace })
    byNamespace.set(adapter.namespace, adapter)
  }
  for (const network of networks) {
    if (!byNamespace.has(network.chainNamespace))
      throw new AdapterNotConfiguredError({
        details: `Network ${network.caipNetworkId} has no ${network.chainNamespace} adapter`,
      })
  }
  return byNamespace
}
