import type { Chain } from 'viem'
import type { AdapterNetwork } from '../adapter'

/** A preset EVM network: a Portico network with a numeric chain id. */
export type EvmNetworkPreset = AdapterNetwork & { id: number; chainNamespace: 'eip155' }

/**
 * A Portico network from a viem chain definition: its id, name, native currency and default block
 * explorer, with the CAIP-2 id and namespace added. The chain's public RPC URLs are left out, so
 * the adapter's `rpcUrl` (the Portico gateway) serves it; no image URL, so the kit shows the Portico
 * server's image of its CAIP-2 id.
 *
 * @example
 * import { mainnet } from 'viem/chains'
 * fromViemChain(mainnet) // { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', … }
 */
export function fromViemChain(chain: Chain): EvmNetworkPreset {
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
  }
}
