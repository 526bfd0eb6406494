import * as viemChains from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { bitcoinPrefixesOf } from './caip/bitcoinNetworks'
import { checkReference } from './caip/checkReference'
import { parseCaipNetworkId } from './caip/parseCaipNetworkId'
import * as entry from './networks'

const evm = [
  ['mainnet', entry.mainnet, viemChains.mainnet],
  ['base', entry.base, viemChains.base],
  ['optimism', entry.optimism, viemChains.optimism],
  ['arbitrum', entry.arbitrum, viemChains.arbitrum],
  ['polygon', entry.polygon, viemChains.polygon],
  ['bsc', entry.bsc, viemChains.bsc],
  ['sepolia', entry.sepolia, viemChains.sepolia],
  ['baseSepolia', entry.baseSepolia, viemChains.baseSepolia],
] as const
const solana = [entry.solana, entry.solanaDevnet, entry.solanaTestnet]
const bitcoin = [entry.bitcoin, entry.bitcoinTestnet4, entry.bitcoinSignet]

describe('@portico/core/networks', () => {
  test('public API (a change here is a change of contract)', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "arbitrum",
        "base",
        "baseSepolia",
        "bitcoin",
        "bitcoinSignet",
        "bitcoinTestnet4",
        "bsc",
        "fromViemChain",
        "mainnet",
        "optimism",
        "polygon",
        "sepolia",
        "solana",
        "solanaDevnet",
        "solanaTestnet",
      ]
    `)
  })

  test.each(evm)("%s is viem's chain with its CAIP-2 id", (_name, preset, chain) => {
    expect(preset).toEqual({
      id: chain.id,
      caipNetworkId: `eip155:${chain.id}`,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      blockExplorers: {
        default: {
          name: chain.blockExplorers.default.name,
          url: chain.blockExplorers.default.url,
        },
      },
    })
    expect(parseCaipNetworkId(preset.caipNetworkId)).toEqual({
      namespace: 'eip155',
      reference: String(chain.id),
    })
  })

  test('the Solana clusters: genesis ids the CAIP parser accepts, SOL, the explorer of each', () => {
    for (const preset of solana) {
      const { namespace, reference } = parseCaipNetworkId(preset.caipNetworkId)
      expect(namespace).toBe('solana')
      expect(reference).toBe(preset.id)
      expect(checkReference('solana', reference)).toEqual({ reference })
      expect(preset.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }
    expect(solana.map((preset) => preset.blockExplorers?.default.url)).toEqual([
      'https://explorer.solana.com',
      'https://explorer.solana.com?cluster=devnet',
      'https://explorer.solana.com?cluster=testnet',
    ])
    expect(new Set(solana.map((preset) => preset.caipNetworkId)).size).toBe(3)
  })

  test("the Bitcoin networks: CAIP-4 genesis ids with the network's address prefixes, BTC, mempool.space", () => {
    for (const preset of bitcoin) {
      const { namespace, reference } = parseCaipNetworkId(preset.caipNetworkId)
      expect(namespace).toBe('bip122')
      expect(reference).toBe(preset.id)
      expect(bitcoinPrefixesOf(reference)).toBeDefined()
      expect(preset.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    }
    expect(bitcoin.map((preset) => preset.blockExplorers?.default.url)).toEqual([
      'https://mempool.space',
      'https://mempool.space/testnet4',
      'https://mempool.space/signet',
    ])
  })

  test('no preset names an RPC URL or an image URL (nothing reaches another host by default)', () => {
    for (const preset of [...evm.map(([, preset]) => preset), ...solana, ...bitcoin]) {
      expect(preset.rpcUrls).toBeUndefined()
      expect(preset.imageUrl).toBeUndefined()
    }
  })
})
