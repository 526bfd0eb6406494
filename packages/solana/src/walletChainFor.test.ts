import { solanaReferences } from '@portico/core/caip'
import { describe, expect, it } from 'vitest'
import { walletChainFor } from './walletChainFor'

const local = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'
const named = ['solana:mainnet', 'solana:devnet', 'solana:testnet']

describe('walletChainFor', () => {
  it('maps the public clusters to the names Wallet Standard wallets list', () => {
    expect(
      walletChainFor({ chains: named, caipNetworkId: `solana:${solanaReferences.mainnet}` }),
    ).toBe('solana:mainnet')
    expect(
      walletChainFor({ chains: named, caipNetworkId: `solana:${solanaReferences.devnet}` }),
    ).toBe('solana:devnet')
    expect(
      walletChainFor({ chains: named, caipNetworkId: `solana:${solanaReferences.testnet}` }),
    ).toBe('solana:testnet')
  })

  it('prefers the CAIP-2 id when the wallet lists it; a private cluster is localnet', () => {
    expect(walletChainFor({ chains: [local, 'solana:localnet'], caipNetworkId: local })).toBe(local)
    expect(walletChainFor({ chains: ['solana:localnet'], caipNetworkId: local })).toBe(
      'solana:localnet',
    )
  })

  it('is undefined when the wallet does not know the network', () => {
    expect(walletChainFor({ chains: named, caipNetworkId: local })).toBeUndefined()
    expect(
      walletChainFor({
        chains: ['solana:devnet'],
        caipNetworkId: `solana:${solanaReferences.mainnet}`,
      }),
    ).toBeUndefined()
  })
})
