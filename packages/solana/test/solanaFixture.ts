// Test helper: the project's local Solana chain (useSolanaDevnet) and the adapter's networks for it.
import type { AdapterNetwork } from '@portico/core'
import { solanaReferences } from '@portico/core/caip'
import { type UsedSolanaDevnet, useSolanaDevnet } from '@portico/devnet/testing'

export function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

export function solanaNetwork(solana: UsedSolanaDevnet): AdapterNetwork {
  return {
    id: solana.caipNetworkId.slice('solana:'.length),
    caipNetworkId: solana.caipNetworkId,
    chainNamespace: 'solana',
    name: solana.name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl], webSocket: [solana.wsUrl] } },
  }
}

/** Solana's public devnet cluster, pointed at the local chain (only switching is tested on it). */
export function devnetCluster(solana: UsedSolanaDevnet): AdapterNetwork {
  return {
    id: solanaReferences.devnet,
    caipNetworkId: `solana:${solanaReferences.devnet}`,
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
  }
}

export { type UsedSolanaDevnet, useSolanaDevnet }
