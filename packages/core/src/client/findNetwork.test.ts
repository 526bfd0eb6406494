import { describe, expect, it } from 'vitest'
import { findNetwork } from './findNetwork'
import { devnetNetwork as evm, solanaDevnetNetwork as solana } from './networks.testing'

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
