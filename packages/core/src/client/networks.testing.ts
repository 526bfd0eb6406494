// Networks for this repository's test suites (through `@portico/core/testing`): the devnet's two
// EVM chains and Solana's devnet cluster, as an app passes them to `createPorticoClient`.
import type { AdapterNetwork } from '../adapter'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** The devnet's first EVM chain (anvil, chain id 31337). */
export const devnetNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: ether,
} as const satisfies AdapterNetwork

/** The devnet's second EVM chain (chain id 31338). */
export const devnet2Network = {
  ...devnetNetwork,
  id: 31338,
  caipNetworkId: 'eip155:31338',
  name: 'Portico Devnet 2',
} as const satisfies AdapterNetwork

/** Solana's devnet cluster (SPEC §5's devnet genesis reference). */
export const solanaDevnetNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const satisfies AdapterNetwork
