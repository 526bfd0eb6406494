import {
  type AdapterConnector,
  type AdapterNetwork,
  NetworksNotConfiguredError,
} from '@portico/core'
import { createMemoryStorage, type EmbeddedWallet } from '@portico/core/internal'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createWalletConnectHub } from '@portico/walletconnect/hub'
import { verifyTypedData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announce as announceWallet } from '../../test/announce'
import {
  createLocalAccountProvider,
  type LocalAccountProvider,
} from '../../test/localAccountProvider'
import { createEvmAdapter } from '../createEvmAdapter'
import { createLazyEvmAdapter } from './createLazyEvmAdapter'

// anvil's default mnemonic (the devnet's), account 0
const account = mnemonicToAccount('test test test test test test test test test test test junk')
const rdns = 'dev.portico.testwallet'
const network = (id: number): AdapterNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Portico Devnet ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const networks = [network(31337), network(31338)]

let devnet: UsedDevnet | undefined
let provider: LocalAccountProvider
const rpcUrl = (n: AdapterNetwork) => devnet?.chains.find((a) => a.chainId === n.id)?.rpcUrl ?? ''

/** A wallet announcing itself through EIP-6963 (the test wallet's provider, account 0). */
const announce = (uuid: string, name: string, id = rdns) =>
  announceWallet(uuid, { name, rdns: id, provider })

// The embedded wallet's connector reads nothing of its wallet until it connects.
const embedded = { wallet: {} as EmbeddedWallet }
const hub = () =>
  createWalletConnectHub({
    relay: { url: 'ws://127.0.0.1:3000/relay' },
    projectId: 'portico-local',
    metadata: { name: 'Test', description: 'Test', url: 'http://localhost', icons: [] },
    storage: null,
  })
const rowsOf = (list: readonly AdapterConnector[]) =>
  list.map((c) => [c.id, c.name, c.type, c.rdns, c.imageUrl, c.relay])

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338])
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  ;(globalThis as { window?: unknown }).window = new EventTarget()
  provider = createLocalAccountProvider({ account, nodes: devnet?.chains ?? [] })
})

describe('createLazyEvmAdapter', () => {
  it('lists before loading exactly what the loaded adapter lists: WalletConnect, email, each announced wallet once', async () => {
    announce('uuid-1', 'Portico Test Wallet')
    announce('uuid-2', 'Portico Test Wallet') // the same wallet announced twice
    const adapter = createLazyEvmAdapter({
      networks,
      rpcUrl,
      storage: null,
      walletConnect: hub(),
      embeddedWallet: embedded,
    })
    const before = adapter.getConnectors()
    expect(adapter.loaded).toBe(false)
    expect(rowsOf(before)).toEqual([
      ['walletConnect', 'WalletConnect', 'WALLET_CONNECT', undefined, undefined, 'self-hosted'],
      ['embeddedWallet', 'Email', 'AUTH', undefined, undefined, undefined],
      [rdns, 'Portico Test Wallet', 'ANNOUNCED', rdns, 'data:image/svg+xml,<svg/>', undefined],
    ])
    await adapter.prepare()
    expect(rowsOf(adapter.getConnectors())).toEqual(rowsOf(before))
  })

  it('tells its watchers of a wallet announced later, then hands them the loaded list', async () => {
    const adapter = createLazyEvmAdapter({ networks, rpcUrl, storage: null })
    const seen: string[][] = []
    const unwatch = adapter.watchConnectors((list) => seen.push(list.map((c) => c.id)))
    expect(adapter.getConnectors()).toEqual([])
    announce('uuid-1', 'Portico Test Wallet')
    announce('uuid-3', 'Other Wallet', 'com.example.other')
    expect(seen.at(-1)).toEqual([rdns, 'com.example.other'])
    await adapter.prepare()
    expect(seen.at(-1)).toEqual([rdns, 'com.example.other'])
    // The discovery before the load has stopped: the loaded adapter's wagmi reports from now on.
    const count = seen.length
    announce('uuid-4', 'Third Wallet', 'com.example.third')
    expect(seen.length).toBeGreaterThan(count)
    expect(seen.at(-1)).toEqual([rdns, 'com.example.other', 'com.example.third'])
    unwatch()
  })

  it('loads when a wallet is picked and connects it; a reload with the session loads at start and restores it, no prompt', async () => {
    announce('uuid-1', 'Portico Test Wallet')
    const storage = createMemoryStorage()
    const first = createLazyEvmAdapter({ networks, rpcUrl, storage })
    expect(await first.connect({ connectorId: rdns })).toEqual({
      address: account.address,
      chainId: 31337,
    })
    expect(first.loaded).toBe(true)
    expect(first.getAccount().status).toBe('connected')

    // A new page on the same storage: the session shows as coming back, and the code loads.
    const second = createLazyEvmAdapter({ networks, rpcUrl, storage })
    expect(second.getAccount().status).toBe('reconnecting')
    await second.reconnect()
    expect(second.loaded).toBe(true)
    await expect.poll(() => second.getAccount().status).toBe('connected')
    expect(second.getAccount().address).toBe(account.address)

    // Disconnected: the next page has nothing to restore and loads nothing.
    await second.disconnect()
    const third = createLazyEvmAdapter({ networks, rpcUrl, storage })
    await third.reconnect()
    expect(third.loaded).toBe(false)
  })

  it('a session wagmi kept (from before the adapter was lazy) loads at once and comes back, reconnecting meanwhile, never disconnected', async () => {
    announce('uuid-1', 'Portico Test Wallet')
    const storage = createMemoryStorage()
    await createEvmAdapter({ networks, rpcUrl, storage }).connect({ connectorId: rdns })
    const adapter = createLazyEvmAdapter({ networks, rpcUrl, storage })
    expect(adapter.getAccount()).toMatchObject({
      status: 'reconnecting',
      address: account.address,
      chainId: 31337,
      caipAddress: `eip155:31337:${account.address}`,
      connectorId: rdns,
    })
    const statuses: string[] = []
    adapter.watchAccount((a) => statuses.push(a.status))
    await expect.poll(() => adapter.getAccount().status).toBe('connected')
    expect(adapter.loaded).toBe(true)
    expect(adapter.getAccount().address).toBe(account.address)
    expect(statuses).not.toContain('disconnected')
  })

  it('signs typed data and switches account through the loaded adapter (methods core does not forward)', async () => {
    announce('uuid-1', 'Portico Test Wallet')
    const adapter = createLazyEvmAdapter({ networks, rpcUrl, storage: null })
    await adapter.connect({ connectorId: rdns })
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hello' },
    } as const
    const { signature } = await (adapter.signTypedData?.(typedData) ?? Promise.reject())
    expect(
      await verifyTypedData({
        address: account.address,
        ...typedData,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    // The wallet's only account: switching to it keeps it.
    await adapter.switchAccount?.({ address: account.address })
    expect(adapter.getAccount().address).toBe(account.address)
  })

  it('needs an eip155 network, at once', () => {
    expect(() =>
      createLazyEvmAdapter({
        networks: [{ ...network(1), chainNamespace: 'solana', caipNetworkId: 'solana:x' }],
        rpcUrl,
      }),
    ).toThrow(NetworksNotConfiguredError)
  })
})
