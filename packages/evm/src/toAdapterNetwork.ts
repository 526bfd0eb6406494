import type { AdapterNetwork } from '@portico/core'
import type { Chain } from 'viem'

export type ToAdapterNetworkParameters = Chain
export type ToAdapterNetworkReturnType = AdapterNetwork & { id: number; chainNamespace: 'eip155' }

/**
 * Turns a viem `Chain` (a wagmi config's `chains`, `viem/chains`) into a Portico network, the
 * reverse of `toViemChain`.
 *
 * @example
 * import { mainnet } from 'viem/chains'
 * toAdapterNetwork(mainnet) // { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', … }
 */
export function toAdapterNetwork(chain: ToAdapterNetworkParameters): ToAdapterNetworkReturnType {
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http } },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
  }
}
