// Test helpers: the adapter's networks, an in-memory storage and the devnet's keys.
import type { AdapterNetwork } from '@portico/core'
import { bitcoinReferences } from '@portico/core/caip'
import { getBitcoinDevnetKeys } from '@portico/devnet'

export const bitcoinKeys = getBitcoinDevnetKeys(3)

export function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

/** The regtest network with its Esplora base URL (the devnet's, or one that must never be asked). */
export function regtestNetwork(esploraUrl: string): AdapterNetwork {
  return {
    id: bitcoinReferences.regtest,
    caipNetworkId: `bip122:${bitcoinReferences.regtest}`,
    chainNamespace: 'bip122',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [esploraUrl] } },
  }
}

/** Bitcoin Signet, pointed at the same Esplora (only switching is tested on it). */
export function signetNetwork(esploraUrl: string): AdapterNetwork {
  return {
    ...regtestNetwork(esploraUrl),
    id: bitcoinReferences.signet,
    caipNetworkId: `bip122:${bitcoinReferences.signet}`,
    name: 'Bitcoin Signet',
  }
}
