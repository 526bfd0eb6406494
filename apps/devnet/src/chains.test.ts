import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  bitcoinDevnet,
  devnetChains,
  devnetMnemonic,
  solanaDevnet,
  unlistedDevnetChain,
} from './chains'

describe('devnet chains', () => {
  test('match the shared contract', () => {
    expect(devnetChains.map(({ nativeCurrency, ...chain }) => chain)).toMatchInlineSnapshot(`
      [
        {
          "caipNetworkId": "eip155:31337",
          "defaultPort": 8545,
          "id": 31337,
          "name": "Portico Devnet",
        },
        {
          "caipNetworkId": "eip155:31338",
          "defaultPort": 8546,
          "id": 31338,
          "name": "Portico Devnet 2",
        },
      ]
    `)
    expect(unlistedDevnetChain).toMatchObject({
      id: 31339,
      name: 'Portico Devnet 3',
      caipNetworkId: 'eip155:31339',
      defaultPort: 8547,
    })
    for (const chain of [...devnetChains, unlistedDevnetChain])
      expect(chain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(devnetMnemonic).toBe('test test test test test test test test test test test junk')
  })

  test('CAIP-2 ids agree with the chain ids', () => {
    for (const chain of [...devnetChains, unlistedDevnetChain])
      expect(chain.caipNetworkId).toBe(`eip155:${chain.id}`)
  })

  test('the module is browser-safe: it imports nothing', () => {
    const source = readFileSync(new URL('./chains.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/^\s*import\s/m)
  })
})

test('the Solana genesis hash is the documented derivation; the CAIP-2 id is its first 32 characters', async () => {
  const { createHash } = await import('node:crypto')
  const { getBase58Decoder } = await import('@solana/kit')
  const digest = createHash('sha256').update('portico-solana-devnet genesis').digest()
  expect(solanaDevnet.genesisHash).toBe(getBase58Decoder().decode(digest))
  expect(solanaDevnet.caipNetworkId).toBe(`solana:${solanaDevnet.genesisHash.slice(0, 32)}`)
})

test('the Bitcoin devnet is regtest: its CAIP-2 id is the genesis hash’s first 32 characters', async () => {
  const { bitcoinReferences } = await import('@portico/bitcoin')
  expect(bitcoinDevnet.caipNetworkId).toBe(`bip122:${bitcoinReferences.regtest}`)
  expect(bitcoinDevnet.caipNetworkId).toBe(`bip122:${bitcoinDevnet.genesisHash.slice(0, 32)}`)
  expect(bitcoinDevnet.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
})
