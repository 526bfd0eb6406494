import { devnetChains, solanaDevnet, unlistedDevnetChain } from '@portico/devnet/chains'
import { describe, expect, test } from 'vitest'
import { createManifest } from './createManifest'
import { resolveWalletConfig } from './resolveWalletConfig'

describe('resolveWalletConfig', () => {
  test('knows the devnet chains and the unlisted one, on their default ports', () => {
    const config = resolveWalletConfig()
    expect(config.chains.map((c) => [c.id, c.name, c.rpcUrl])).toEqual(
      [...devnetChains, unlistedDevnetChain].map((c) => [
        c.id,
        c.name,
        `http://127.0.0.1:${c.defaultPort}`,
      ]),
    )
    expect(config.testControls).toBe(false)
    expect(config.accountIndex).toBe(0)
    expect(config.relayUrl).toBe('ws://127.0.0.1:3000/relay')
    expect(config.projectId).toBe('portico-local')
  })

  test('takes the WalletConnect relay and refuses one that is not ws(s)', () => {
    expect(resolveWalletConfig({ relayUrl: 'ws://127.0.0.1:3100/relay' }).relayUrl).toBe(
      'ws://127.0.0.1:3100/relay',
    )
    for (const relayUrl of ['http://127.0.0.1:3000/relay', 'relay', ''])
      expect(() => resolveWalletConfig({ relayUrl })).toThrow(
        `Invalid WalletConnect relay URL: "${relayUrl}"`,
      )
  })

  test('takes RPC URLs per chain', () => {
    const config = resolveWalletConfig({ rpcUrls: { 31339: 'http://127.0.0.1:18547' } })
    expect(config.chains.find((c) => c.id === 31339)?.rpcUrl).toBe('http://127.0.0.1:18547')
  })

  test('offers the local Solana chain on 8899 by default, and the Solana networks listed', () => {
    expect(resolveWalletConfig().solanaChains).toEqual([
      { id: solanaDevnet.caipNetworkId, name: solanaDevnet.name, rpcUrl: 'http://127.0.0.1:8899' },
    ])
    const config = resolveWalletConfig({
      solanaRpcUrls: {
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://api.devnet.solana.com',
        [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:18899',
      },
    })
    expect(config.solanaChains).toEqual([
      { id: solanaDevnet.caipNetworkId, name: solanaDevnet.name, rpcUrl: 'http://127.0.0.1:18899' },
      {
        id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        name: 'Solana Devnet',
        rpcUrl: 'https://api.devnet.solana.com',
      },
    ])
    expect(() =>
      resolveWalletConfig({ solanaRpcUrls: { 'solana:nope': 'http://127.0.0.1:1' } }),
    ).toThrow('Invalid Solana RPC URL entry: "solana:nope=http://127.0.0.1:1"')
  })

  test('refuses a chain it does not know', () => {
    expect(() => resolveWalletConfig({ rpcUrls: { 1: 'http://127.0.0.1:1' } })).toThrow(
      'Unknown chain 1 in the wallet’s RPC URLs (known: 31337, 31338, 31339)',
    )
  })
})

describe('createManifest', () => {
  test('an MV3 manifest with the MAIN-world provider before the page and host access to the nodes', () => {
    const config = resolveWalletConfig({
      rpcUrls: { 31337: 'http://127.0.0.1:18545', 31338: 'http://localhost:18546' },
    })
    const manifest = createManifest({ config, version: '1.2.3' })
    expect(manifest).toMatchObject({
      manifest_version: 3,
      name: 'Portico Test Wallet',
      version: '1.2.3',
      background: { service_worker: 'background.js', type: 'module' },
      permissions: ['storage'],
    })
    expect(manifest.content_scripts).toEqual([
      expect.objectContaining({ js: ['inpage.js'], run_at: 'document_start', world: 'MAIN' }),
      expect.objectContaining({ js: ['content.js'], run_at: 'document_start' }),
    ])
    expect(manifest.host_permissions).toEqual([
      'http://127.0.0.1:18545/*',
      'http://localhost:18546/*',
      'http://127.0.0.1:8547/*',
      'http://127.0.0.1:8899/*',
      'http://127.0.0.1:3000/*',
    ])
  })
})
