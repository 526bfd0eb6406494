import { type AdapterNetwork, InvalidParameterError } from '@portico/core'
import type { Chain } from 'viem'

export type ToViemChainParameters = {
  network: AdapterNetwork
  /** RPC URL used when the network itself lists none. */
  rpcUrl?: string | undefined
}
export type ToViemChainReturnType = Chain

/**
 * Turns a Portico network (SPEC §3 "Network") into a viem `Chain`. Only `eip155` networks with a
 * numeric id qualify.
 *
 * @example
 * const chain = toViemChain({
 *   network: { id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Portico Devnet',
 *     nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
 *   rpcUrl: 'http://127.0.0.1:8545',
 * })
 */
export function toViemChain(parameters: ToViemChainParameters): ToViemChainReturnType {
  const { network, rpcUrl } = parameters
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number')
    throw new InvalidParameterError({ reason: `Not an EVM network: ${network.caipNetworkId}` })
  const http = network.rpcUrls?.default.http ?? (rpcUrl ? [rpcUrl] : [])
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
  }
}
