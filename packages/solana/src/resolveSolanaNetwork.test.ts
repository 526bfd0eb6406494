import type { AdapterNetwork } from '@portico/core'
import { solanaReferences } from '@portico/core/caip'
import { describe, expect, it } from 'vitest'
import { resolveSolanaNetwork } from './resolveSolanaNetwork'

const network = (id: string, name: string): AdapterNetwork => ({
  id,
  caipNetworkId: `solana:${id}`,
  chainNamespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
})
const local = network('GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', 'Local')
const devnet = network(solanaReferences.devnet, 'Devnet')
const networks = [local, devnet]

describe('resolveSolanaNetwork', () => {
  it('finds a configured network by id or CAIP-2 id, local clusters included', () => {
    expect(resolveSolanaNetwork({ networks, chainId: local.id })).toBe(local)
    expect(resolveSolanaNetwork({ networks, chainId: local.caipNetworkId })).toBe(local)
    expect(resolveSolanaNetwork({ networks, chainId: devnet.caipNetworkId })).toBe(devnet)
  })

  it('maps the legacy devnet id to the current one', () => {
    expect(
      resolveSolanaNetwork({ networks, chainId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K' }),
    ).toBe(devnet)
  })

  it.each([
    [`solana:${solanaReferences.mainnet}`, 'a valid cluster the app did not configure'],
    ['solana:8E9rvCKLFQia2Y35HvivEVY7kMVzEsn', 'an unknown cluster'],
    ['eip155:1', 'another namespace'],
    ['solana:', 'empty reference'],
    [1, 'a number'],
  ])('refuses %j (%s) with "Invalid chain id"', (chainId, _reason) => {
    expect(() => resolveSolanaNetwork({ networks, chainId })).toThrow(
      expect.objectContaining({ name: 'InvalidChainIdError', shortMessage: 'Invalid chain id' }),
    )
  })
})
