import type { AdapterNetwork } from '../adapter'
import { solanaReferences } from '../caip/solanaNetworks'

/** A preset Solana network: its id is the genesis hash prefix. */
export type SolanaNetworkPreset = AdapterNetwork & { id: string; chainNamespace: 'solana' }

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }

function solanaCluster(
  cluster: keyof typeof solanaReferences,
  name: string,
  explorerQuery: string,
): SolanaNetworkPreset {
  const reference = solanaReferences[cluster]
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: sol,
    blockExplorers: {
      default: { name: 'Solana Explorer', url: `https://explorer.solana.com${explorerQuery}` },
    },
  }
}

/** Solana mainnet (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export const solana: SolanaNetworkPreset = solanaCluster('mainnet', 'Solana', '')
/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet: SolanaNetworkPreset = solanaCluster(
  'devnet',
  'Solana Devnet',
  '?cluster=devnet',
)
/** Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet: SolanaNetworkPreset = solanaCluster(
  'testnet',
  'Solana Testnet',
  '?cluster=testnet',
)
