// The adapter against the real local Solana chain and a real Wallet Standard wallet registered
// in-process (getWallets().register), signing with the devnet's seeded keys.
import { ed25519 } from '@noble/curves/ed25519.js'
import { type AdapterAccount, type AdapterNetwork, NetworksNotConfiguredError } from '@portico/core'
import { getBase58Encoder } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKeyWallet } from '../test/createKeyWallet'
import {
  devnetCluster,
  memoryStorage,
  type StartSolanaDevnetReturnType,
  solanaNetwork,
  startSolanaDevnet,
} from '../test/solanaFixture'
import { createSolanaAdapter } from './createSolanaAdapter'

let solana: StartSolanaDevnetReturnType
let networks: AdapterNetwork[]
const unregister: (() => void)[] = []
let nextName = 1

beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0, wsPort: 0 })
  networks = [solanaNetwork(solana), devnetCluster(solana)]
})
afterAll(() => solana.stop())
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})

async function registerWallet(
  options: { index?: number; without?: string[]; register?: boolean } = {},
) {
  const wallet = await createKeyWallet({
    name: `Key Wallet ${nextName++}`,
    keyPairBytes: solana.accounts[options.index ?? 0]?.keyPairBytes as Uint8Array,
    chains: { [solana.caipNetworkId]: solana.rpcUrl },
    without: options.without,
  })
  if (options.register !== false) unregister.push(getWallets().register(wallet))
  return wallet
}
const adapterFor = (storage: ReturnType<typeof memoryStorage> | null = null) =>
  createSolanaAdapter({ networks, storage })

describe('createSolanaAdapter: Wallet Standard discovery', () => {
  it('lists Solana wallets only, with their name, icon and rdns, and follows (un)registration', async () => {
    const adapter = adapterFor()
    const seen: string[][] = []
    const stop = adapter.watchConnectors((list) => seen.push(list.map((c) => c.name)))
    const wallet = await registerWallet()
    const evmOnly = { ...wallet, name: 'EVM only', chains: ['eip155:1'] } as Wallet
    const noConnect = { ...wallet, name: 'No connect', features: {} } as Wallet
    unregister.push(getWallets().register(evmOnly, noConnect))
    const connectors = adapter.getConnectors().filter((c) => c.name.startsWith('Key Wallet'))
    expect(connectors).toEqual([
      {
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        rdns: 'dev.portico.keywallet',
        imageUrl: wallet.icon,
        chainNamespace: 'solana',
      },
    ])
    expect(adapter.getConnectors().map((c) => c.name)).not.toContain('EVM only')
    expect(adapter.getConnectors().map((c) => c.name)).not.toContain('No connect')
    expect(seen.at(-1)).toContain(wallet.name)
    unregister.splice(0).forEach((off) => {
      off()
    })
    expect(seen.at(-1)).not.toContain(wallet.name)
    stop()
  })
})

describe('createSolanaAdapter: connection', () => {
  it('connects, reads the balance, signs a message (ed25519), switches network and disconnects', async () => {
    const wallet = await registerWallet()
    const adapter = adapterFor()
    const statuses: AdapterAccount['status'][] = []
    adapter.watchAccount((a) => statuses.push(a.status))
    const address = wallet.account.address

    expect(await adapter.connect({ connectorId: wallet.name })).toEqual({
      address,
      chainId: networks[0]?.id,
    })
    expect(adapter.getAccount()).toEqual({
      status: 'connected',
      address,
      chainId: networks[0]?.id,
      caipAddress: `${solana.caipNetworkId}:${address}`,
      connectorId: wallet.name,
      connections: [{ connectorId: wallet.name, addresses: [address], chainId: networks[0]?.id }],
      // SPEC §3 Account: a key's own account, its address the public key; the key wallet names no path.
      type: 'eoa',
      publicKey: address,
    })
    expect(statuses).toEqual(['connecting', 'connected'])

    const balance = await adapter.getBalance({ address })
    const rpcBalance = await fetchBalance(address)
    expect(balance).toEqual({ value: rpcBalance, decimals: 9, symbol: 'SOL' })

    const message = 'portico.dev wants you to sign in with your Solana account:\nhello'
    const { signature } = await adapter.signMessage({ message })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    expect(
      ed25519.verify(
        bytes,
        new TextEncoder().encode(message),
        new Uint8Array(wallet.account.publicKey),
      ),
    ).toBe(true)
    expect(
      ed25519.verify(
        bytes,
        new TextEncoder().encode(`${message}!`),
        new Uint8Array(wallet.account.publicKey),
      ),
    ).toBe(false)

    // Switching asks the wallet nothing; the account follows the network.
    const before = wallet.requests.length
    await adapter.switchNetwork({ chainId: networks[1]?.caipNetworkId as string })
    expect(adapter.getAccount().chainId).toBe(networks[1]?.id)
    expect(adapter.getAccount().caipAddress).toBe(`${networks[1]?.caipNetworkId}:${address}`)
    await expect(
      adapter.switchNetwork({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).rejects.toMatchObject({ name: 'InvalidChainIdError', shortMessage: 'Invalid chain id' })
    expect(adapter.getAccount().chainId).toBe(networks[1]?.id)
    expect(wallet.requests.length).toBe(before)

    await adapter.disconnect()
    expect(adapter.getAccount()).toEqual({
      status: 'disconnected',
      address: undefined,
      chainId: undefined,
      caipAddress: undefined,
      connectorId: undefined,
    })
    expect(wallet.accounts).toEqual([]) // standard:disconnect reached the wallet
    await expect(adapter.signMessage({ message })).rejects.toMatchObject({
      shortMessage: 'Wallet not connected',
    })
  })

  it('follows account changes from standard:events and ends when the wallet shares none', async () => {
    const wallet = await registerWallet()
    const other = await registerWallet({ index: 1, register: false })
    const adapter = adapterFor()
    await adapter.connect({ connectorId: wallet.name })
    wallet.emitAccounts([other.account])
    expect(adapter.getAccount().address).toBe(other.account.address)
    expect(adapter.getAccount().caipAddress).toBe(
      `${solana.caipNetworkId}:${other.account.address}`,
    )
    wallet.emitAccounts([])
    expect(adapter.getAccount().status).toBe('disconnected')
  })

  it('maps rejections and missing features to SPEC texts', async () => {
    const wallet = await registerWallet()
    const adapter = adapterFor()
    wallet.approve = (request) => request !== 'connect'
    await expect(adapter.connect({ connectorId: wallet.name })).rejects.toMatchObject({
      name: 'ConnectionDeclinedError',
      shortMessage: 'Connection declined',
    })
    expect(adapter.getAccount().status).toBe('disconnected')

    wallet.approve = (request) => request !== 'signMessage'
    await adapter.connect({ connectorId: wallet.name })
    await expect(adapter.signMessage({ message: 'x' })).rejects.toMatchObject({
      name: 'SignatureDeclinedError',
      shortMessage: 'Signature declined',
    })

    const bare = await registerWallet({ without: ['solana:signMessage'] })
    await adapter.connect({ connectorId: bare.name })
    await expect(adapter.signMessage({ message: 'x' })).rejects.toMatchObject({
      name: 'WalletFeatureNotSupportedError',
      shortMessage: 'The wallet does not support the "solana:signMessage" feature',
    })
    await expect(adapter.connect({ connectorId: 'Nobody' })).rejects.toMatchObject({
      shortMessage: 'Provider not found',
    })

    // connect with a chain id: the network follows it, also when already connected.
    const [local, cluster] = networks as [AdapterNetwork, AdapterNetwork]
    expect(
      await adapter.connect({ connectorId: bare.name, chainId: cluster.caipNetworkId }),
    ).toEqual({ address: bare.account.address, chainId: cluster.id })
    expect(adapter.getAccount().caipAddress).toBe(
      `${cluster.caipNetworkId}:${bare.account.address}`,
    )
    await expect(
      adapter.connect({
        connectorId: bare.name,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).rejects.toMatchObject({ shortMessage: 'Invalid chain id' })
    const shy = await registerWallet({ index: 4 })
    shy.approve = () => false
    await adapter.disconnect()
    await expect(
      adapter.connect({ connectorId: shy.name, chainId: local.id }),
    ).rejects.toMatchObject({ shortMessage: 'Connection declined' })
    await adapter.connect({ connectorId: bare.name })
    expect(adapter.getAccount().chainId).toBe(cluster.id) // the declined connect changed nothing
  })

  it("the wallet's own failures: Failed to connect to the wallet, Account not found, empty results (SPEC §8)", async () => {
    const adapter = adapterFor()
    const features = (wallet: Wallet) => wallet.features as Record<string, Record<string, unknown>>

    // A connect that fails for another reason than the user's refusal.
    const broken = await registerWallet({ index: 1 })
    const cause = new Error('the extension crashed')
    features(broken)['standard:connect'] = {
      version: '1.0.0',
      connect: async () => {
        throw cause
      },
    }
    const failed = await adapter.connect({ connectorId: broken.name }).catch((e: unknown) => e)
    expect(failed).toMatchObject({
      name: 'SolanaConnectError',
      shortMessage: 'Failed to connect to the wallet',
      cause,
    })
    expect(adapter.getAccount().status).toBe('disconnected')

    // A wallet that connects but shares no account.
    const empty = await registerWallet({ index: 2 })
    features(empty)['standard:connect'] = {
      version: '1.0.0',
      connect: async () => ({ accounts: [] }),
    }
    Object.defineProperty(empty, 'accounts', { get: () => [] })
    await expect(adapter.connect({ connectorId: empty.name })).rejects.toMatchObject({
      name: 'AccountNotFoundError',
      shortMessage: 'Account not found',
    })

    // A wallet answering a signature request with nothing.
    const silent = await registerWallet({ index: 3 })
    await adapter.connect({ connectorId: silent.name })
    const sign = features(silent)['solana:signMessage'] as { signMessage: () => Promise<unknown> }
    sign.signMessage = async () => []
    await expect(adapter.signMessage({ message: 'x' })).rejects.toMatchObject({
      name: 'WalletEmptyResultError',
      shortMessage: 'The wallet returned an empty result for signMessage',
    })
    await adapter.disconnect()
  })

  it('remembers the wallet and reconnects silently, also when the wallet registers late', async () => {
    const wallet = await registerWallet()
    const storage = memoryStorage()
    await adapterFor(storage).connect({ connectorId: wallet.name })
    expect(storage.map.get('portico.solana.wallet')).toBe(wallet.name)
    expect(storage.map.get('portico.solana.wallets')).toBe(JSON.stringify([wallet.name]))

    const asked = wallet.requests.length
    const second = adapterFor(storage)
    await second.reconnect()
    expect(second.getAccount().status).toBe('connected')
    expect(second.getAccount().address).toBe(wallet.account.address)
    expect(wallet.requests.length).toBe(asked) // no prompt

    // A page load before the extension registers its wallet.
    const late = await registerWallet({ index: 2, register: false })
    const lateStorage = memoryStorage()
    lateStorage.setItem('portico.solana.wallet', late.name)
    // Authorized once, as on a past visit.
    await (late.features as Record<string, { connect(): Promise<unknown> }>)[
      'standard:connect'
    ]?.connect()
    const third = adapterFor(lateStorage)
    const statuses: string[] = []
    third.watchAccount((a) => statuses.push(a.status))
    await third.reconnect()
    expect(third.getAccount().status).toBe('disconnected')
    unregister.push(getWallets().register(late))
    await expect.poll(() => third.getAccount().status).toBe('connected')
    expect(statuses).toEqual(['reconnecting', 'connected'])

    // A wallet that no longer knows the site: stays disconnected, no prompt.
    const fresh = await registerWallet({ index: 3 })
    const freshStorage = memoryStorage()
    freshStorage.setItem('portico.solana.wallet', fresh.name)
    const fourth = adapterFor(freshStorage)
    await fourth.reconnect()
    expect(fourth.getAccount().status).toBe('disconnected')
    expect(fresh.requests).toEqual([])
  })

  it('remembers the chosen network across reloads, as the EVM adapter remembers its chain', async () => {
    const wallet = await registerWallet()
    const storage = memoryStorage()
    const [local, cluster] = networks as [AdapterNetwork, AdapterNetwork]
    const adapter = adapterFor(storage)
    await adapter.connect({ connectorId: wallet.name })
    expect(adapter.getAccount().chainId).toBe(local.id)
    expect(storage.map.get('portico.solana.network')).toBe(local.caipNetworkId)
    await adapter.switchNetwork({ chainId: cluster.caipNetworkId })
    expect(storage.map.get('portico.solana.network')).toBe(cluster.caipNetworkId)

    // A reload: the silent reconnect comes back on the chosen network, and reads go to it.
    const reloaded = adapterFor(storage)
    await reloaded.reconnect()
    expect(reloaded.getAccount()).toMatchObject({
      status: 'connected',
      chainId: cluster.id,
      caipAddress: `${cluster.caipNetworkId}:${wallet.account.address}`,
    })
    // Also before any wallet connects, and after a disconnect (as wagmi keeps its chain).
    await reloaded.disconnect()
    const fresh = adapterFor(storage)
    expect(await fresh.connect({ connectorId: wallet.name })).toEqual({
      address: wallet.account.address,
      chainId: cluster.id,
    })
    // connect with a chain id is a choice too; a declined one leaves the stored choice.
    await fresh.connect({ connectorId: wallet.name, chainId: local.caipNetworkId })
    expect(storage.map.get('portico.solana.network')).toBe(local.caipNetworkId)
    await fresh.disconnect()
    wallet.approve = () => false
    await expect(
      fresh.connect({ connectorId: wallet.name, chainId: cluster.caipNetworkId }),
    ).rejects.toMatchObject({ shortMessage: 'Connection declined' })
    expect(storage.map.get('portico.solana.network')).toBe(local.caipNetworkId)

    // A stored network the app no longer requests: the first network, no error.
    storage.setItem('portico.solana.network', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    wallet.approve = () => true
    const other = adapterFor(storage)
    expect((await other.connect({ connectorId: wallet.name })).chainId).toBe(local.id)
    await other.disconnect()
  })

  it('holds two wallets at once: switches without a prompt, disconnects one or all, a reload restores both', async () => {
    const first = await registerWallet()
    const second = await registerWallet({ index: 1 })
    const storage = memoryStorage()
    const adapter = adapterFor(storage)
    await adapter.connect({ connectorId: first.name })
    await adapter.connect({ connectorId: second.name })
    const chainId = networks[0]?.id
    expect(adapter.getAccount()).toMatchObject({
      address: second.account.address,
      connectorId: second.name,
      connections: [
        { connectorId: first.name, addresses: [first.account.address], chainId },
        { connectorId: second.name, addresses: [second.account.address], chainId },
      ],
    })
    const prompts = first.requests.length + second.requests.length

    // The first again, without a prompt; it signs with its own key.
    await adapter.switchConnection?.({ connectorId: first.name })
    expect(adapter.getAccount().address).toBe(first.account.address)
    const { signature } = await adapter.signMessage({ message: 'which wallet' })
    expect(
      ed25519.verify(
        new Uint8Array(getBase58Encoder().encode(signature)),
        new TextEncoder().encode('which wallet'),
        new Uint8Array(first.account.publicKey),
      ),
    ).toBe(true)
    await adapter.connect({ connectorId: second.name }) // held: in use again, no prompt
    expect(adapter.getAccount().connectorId).toBe(second.name)
    expect(first.requests.length + second.requests.length).toBe(prompts + 1) // the signature

    // A reload: both come back silently, the one in use last time in use.
    const reloaded = adapterFor(storage)
    const inUse: (string | undefined)[] = []
    reloaded.watchAccount((a) => a.address && inUse.push(a.connectorId))
    await reloaded.reconnect()
    // The other wallet joined without ever being the one in use.
    expect(new Set(inUse)).toEqual(new Set([second.name]))
    expect(reloaded.getAccount()).toMatchObject({
      status: 'connected',
      connectorId: second.name,
    })
    expect(reloaded.getAccount().connections?.map((c) => c.connectorId)).toEqual([
      second.name,
      first.name,
    ])

    // One goes (the one in use): the other takes over; then all.
    await adapter.disconnect({ connectorId: second.name })
    expect(adapter.getAccount()).toMatchObject({
      status: 'connected',
      connectorId: first.name,
      connections: [{ connectorId: first.name, addresses: [first.account.address], chainId }],
    })
    expect(second.accounts).toEqual([]) // standard:disconnect reached it
    await expect(adapter.switchConnection?.({ connectorId: second.name })).rejects.toMatchObject({
      shortMessage: 'Wallet not found',
    })
    await adapter.disconnect()
    expect(adapter.getAccount().status).toBe('disconnected')
    expect(storage.map.has('portico.solana.wallets')).toBe(false)
  })

  it('refuses bad configuration with clear errors', () => {
    expect(() => createSolanaAdapter({ networks: [] })).toThrow(
      'createSolanaAdapter needs at least one solana network',
    )
    expect(() => createSolanaAdapter({ networks: [] })).toThrow(NetworksNotConfiguredError)
    const [local] = networks as [AdapterNetwork]
    expect(() =>
      createSolanaAdapter({ networks: [{ ...local, rpcUrls: undefined }], storage: null }),
    ).toThrow('RPC URL not found for chainId')
  })
})

async function fetchBalance(address: string): Promise<bigint> {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const body = (await response.json()) as { result: { value: number } }
  return BigInt(body.result.value)
}
