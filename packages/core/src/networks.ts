// @portico/core/networks — ready networks for `createPorticoConfig({ networks })` and the adapters.
// EVM networks come from viem's chain definitions (viem is a peer of this entry only). No preset
// carries RPC URLs (the adapter's `rpcUrl`, e.g. the Portico gateway, serves it) nor image URLs (the
// kit shows the Portico server's image of the CAIP-2 id): nothing here makes a page reach another
// host by default.
import {
  arbitrum as viemArbitrum,
  base as viemBase,
  baseSepolia as viemBaseSepolia,
  bsc as viemBsc,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  sepolia as viemSepolia,
} from 'viem/chains'
import { type EvmNetworkPreset, fromViemChain } from './networks/fromViemChain'

export {
  type BitcoinNetworkPreset,
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet4,
} from './networks/bitcoinPresets'
export { type EvmNetworkPreset, fromViemChain } from './networks/fromViemChain'
export {
  type SolanaNetworkPreset,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './networks/solanaPresets'

/** Ethereum mainnet (`eip155:1`). */
export const mainnet: EvmNetworkPreset = fromViemChain(viemMainnet)
/** Base (`eip155:8453`). */
export const base: EvmNetworkPreset = fromViemChain(viemBase)
/** OP Mainnet (`eip155:10`). */
export const optimism: EvmNetworkPreset = fromViemChain(viemOptimism)
/** Arbitrum One (`eip155:42161`). */
export const arbitrum: EvmNetworkPreset = fromViemChain(viemArbitrum)
/** Polygon PoS (`eip155:137`). */
export const polygon: EvmNetworkPreset = fromViemChain(viemPolygon)
/** BNB Smart Chain (`eip155:56`). */
export const bsc: EvmNetworkPreset = fromViemChain(viemBsc)
/** Sepolia (`eip155:11155111`). */
export const sepolia: EvmNetworkPreset = fromViemChain(viemSepolia)
/** Base Sepolia (`eip155:84532`). */
export const baseSepolia: EvmNetworkPreset = fromViemChain(viemBaseSepolia)
