import { describe, expect, it } from 'vitest'
import type { AdapterNetwork } from '../adapter'
import { findNetwork } from './findNetwork'

const evm: AdapterNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const solana: AdapterNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
}

describe('findNetwork', () => {
  it('finds a network by CAIP-2 id or by chain id, in any namespace', () => {
    const networks = [evm, solana]
    expect(findNetwork({ networks, id: 'eip155:31337' })).toBe(evm)
    expect(findNetwork({ networks, id: 31337 })).toBe(evm)
    expect(findNetwork({ networks, id: '31337' })).toBe(evm)
    expect(findNetwork({ networks, id: solana.caipNetworkId })).toBe(solana)
    expect(findNetwork({ networks, id: solana.id })).toBe(solana)
  })

  it('finds nothing for a network the app did not request', () => {
    expect(findNetwork({ networks: [evm], id: 'eip155:1' })).toBeUndefined()
    expect(findNetwork({ networks: [evm], id: 1 })).toBeUndefined()
    expect(findNetwork({ networks: [evm], id: 'solana:31337' })).toBeUndefined()
  })
})
