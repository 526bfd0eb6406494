// The adapter against a real Wallet Standard Bitcoin wallet registered in-process
// (getWallets().register) holding the devnet's keys: discovery, connect, restore, account
// changes, network and account switches, and the checks made before any chain request (the
// Esplora URL here is a closed port: a request would fail the test). Sends and balances against
// the real devnet: sendPayment.test.ts.
import { type AdapterAccount, NetworksNotConfiguredError } from '@portico/core'
import { bitcoinReferences } from '@portico/core/caip'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinKeys, memoryStorage, regtestNetwork, signetNetwork } from '../test/bitcoinFixture'
import { createBitcoinKeyWallet } from '../test/createBitcoinKeyWallet'
import { signBip322Simple, verifyBip322 } from './bip322'
import { bitcoinRegtestPrefixes } from './bitcoinNetworks'
import { createBitcoinAdapter } from './createBitcoinAdapter'

// Port 9 (discard) on loopback: nothing listens, so any Esplora request fails fast.
const closed = 'http://127.0.0.1:9/'
const regtest = regtestNetwork(closed)
const signet = signetNetwork(closed)
const unregister: (() => void)[] = []
let nextName = 1
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})

function registerWallet(options: { index?: number; without?: string[]; register?: boolean } = {}) {
  const key = bitcoinKeys[options.index ?? 0] as (typeof bitcoinKeys)[number]
  const wallet = createBitcoinKeyWallet({
    name: `BTC Key Wallet ${nextName++}`,
    key,
    without: options.without,
    signMessage: (message) =>
      signBip322Simple({
        privateKey: key.privateKey,
        address: key.address,
        message,
        network: bitcoinRegtestPrefixes,
      }),
  })
  if (options.register !== false) unregister.push(getWallets().register(wallet))
  return wallet
}
const adapterFor = (storage: ReturnType<typeof memoryStorage> | null = null) =>
  createBitcoinAdapter({ networks: [regtest, signet], storage })
const key0 = bitcoinKeys[0] as (typeof bitcoinKeys)[number]
const key1 = bitcoinKeys[1] as (typeof bitcoinKeys)[number]

describe('createBitcoinAdapter: setup', () => {
  it('needs a bip122 network of a known chain and an Esplora URL', () => {
    expect(() => createBitcoinAdapter({ networks: [] })).toThrow(NetworksNotConfiguredError)
    expect(() =>
      createBitcoinAdapter({
        networks: [{ ...regtest, id: 'ab'.repeat(16), caipNetworkId: `bip122:${'ab'.repeat(16)}` }],
      }),
    ).toThrow(expect.objectContaining({ shortMessage: 'Invalid chain id' }))
    expect(() => createBitcoinAdapter({ networks: [{ ...regtest, rpcUrls: undefined }] })).toThrow(
      expect.objectContaining({ shortMessage: 'RPC URL not found for chainId' }),
    )
  })
})

describe('createBitcoinAdapter: Wallet Standard discovery', () => {
  it('lists wallets with bitcoin:connect and one of the networks, and follows (un)registration', () => {
    const adapter = adapterFor()
    const seen: string[][] = []
    const stop = adapter.watchConnectors((list) => seen.push(list.map((c) => c.name)))
    const wallet = registerWallet()
    const mainnetOnly = { ...wallet, name: 'Mainnet only', chains: ['bitcoin:mainnet'] } as Wallet
    const noConnect = { ...wallet, name: 'No connect', features: {} } as Wallet
    const solana = { ...wallet, name: 'Solana', chains: ['solana:mainnet'] } as Wallet
    unregister.push(getWallets().register(mainnetOnly, noConnect, solana))
    expect(adapter.getConnectors().filter((c) => c.name.startsWith('BTC Key Wallet'))).toEqual([
      {
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        rdns: 'dev.portico.bitcoinkeywallet',
        imageUrl: wallet.icon,
        chainNamespace: 'bip122',
      },
    ])
    const names = adapter.getConnectors().map((c) => c.name)
    for (const other of ['Mainnet only', 'No connect', 'Solana']) expect(names).not.toContain(other)
    expect(seen.at(-1)).toContain(wallet.name)
    for (const off of unregister.splice(0)) off()
    expect(seen.at(-1)).not.toContain(wallet.name)
    stop()
  })
})

describe('createBitcoinAdapter: connection', () => {
  it('connects with bitcoin:connect (payment), keeps the session and disconnects', async () => {
    const storage = memoryStorage()
    const adapter = adapterFor(storage)
    const wallet = registerWallet()
    const statuses: AdapterAccount['status'][] = []
    adapter.watchAccount((a) => statuses.push(a.status))
    expect(await adapter.connect({ connectorId: wallet.name })).toEqual({
      address: key0.address,
      chainId: bitcoinReferences.regtest,
    })
    expect(wallet.requests).toEqual(['connect'])
    expect(adapter.getAccount()).toEqual({
      status: 'connected',
      address: key0.address,
      chainId: bitcoinReferences.regtest,
      caipAddress: `bip122:${bitcoinReferences.regtest}:${key0.address}`,
      connectorId: wallet.name,
      type: 'payment',
      publicKey: key0.publicKey,
      addresses: [key0.address],
    })
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(JSON.parse(storage.map.get('portico.bitcoin.session') ?? '')).toEqual({
      wallet: wallet.name,
      address: key0.address,
    })
    // Connecting the connected wallet again asks nothing.
    await adapter.connect({ connectorId: wallet.name })
    expect(wallet.requests).toEqual(['connect'])
    await adapter.disconnect()
    expect(adapter.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(wallet.accounts).toEqual([]) // standard:disconnect reached the wallet
    expect(storage.map.has('portico.bitcoin.session')).toBe(false)
  })

  it('maps a refusal to Connection declined and stays disconnected', async () => {
    const adapter = adapterFor()
    const wallet = registerWallet()
    wallet.approve = () => false
    await expect(adapter.connect({ connectorId: wallet.name })).rejects.toMatchObject({
      shortMessage: 'Connection declined',
    })
    expect(adapter.getAccount().status).toBe('disconnected')
  })

  it('refuses an unknown wallet, and one sharing no account on the network', async () => {
    const adapter = adapterFor()
    await expect(adapter.connect({ connectorId: 'Nobody' })).rejects.toMatchObject({
      shortMessage: 'Provider not found',
    })
    const wallet = createBitcoinKeyWallet({
      name: `BTC Key Wallet ${nextName++}`,
      key: key0,
      chains: ['bitcoin:regtest', 'bitcoin:signet'],
    })
    // Its account lists regtest only: a connect on signet finds none.
    ;(wallet.account as { chains: WalletAccount['chains'] }).chains = ['bitcoin:regtest']
    unregister.push(getWallets().register(wallet))
    await expect(
      adapter.connect({ connectorId: wallet.name, chainId: signet.caipNetworkId }),
    ).rejects.toMatchObject({ shortMessage: 'Account not found' })
    // The failed connect left the network as it was.
    await adapter.connect({ connectorId: wallet.name })
    expect(adapter.getAccount().chainId).toBe(bitcoinReferences.regtest)
  })

  it('restores the session on reload without a prompt while the wallet lists the address', async () => {
    const storage = memoryStorage()
    const wallet = registerWallet()
    await adapterFor(storage).connect({ connectorId: wallet.name })
    const reloaded = adapterFor(storage)
    const statuses: AdapterAccount['status'][] = []
    reloaded.watchAccount((a) => statuses.push(a.status))
    await reloaded.reconnect()
    expect(reloaded.getAccount()).toMatchObject({ status: 'connected', address: key0.address })
    expect(statuses).toEqual(['reconnecting', 'connected'])
    expect(wallet.requests).toEqual(['connect'])
    // The wallet no longer lists the address (locked, or the site disconnected in the wallet).
    wallet.emitAccounts([])
    expect(reloaded.getAccount().status).toBe('disconnected')
    const again = adapterFor(storage)
    storage.setItem(
      'portico.bitcoin.session',
      JSON.stringify({ wallet: wallet.name, address: key0.address }),
    )
    await again.reconnect()
    expect(again.getAccount().status).toBe('disconnected')
    expect(wallet.requests).toEqual(['connect'])
  })

  it('restores a wallet that registers after the app started', async () => {
    const storage = memoryStorage()
    const wallet = registerWallet({ register: false })
    const off = getWallets().register(wallet)
    await adapterFor(storage).connect({ connectorId: wallet.name })
    // The next page load starts before the extension registers.
    const saved = memoryStorage()
    for (const [k, v] of storage.map) saved.setItem(k, v)
    off()
    const reloaded = adapterFor(saved)
    await reloaded.reconnect()
    expect(reloaded.getAccount().status).toBe('disconnected')
    const connected = new Promise<AdapterAccount>((resolve) =>
      reloaded.watchAccount((a) => a.status === 'connected' && resolve(a)),
    )
    unregister.push(getWallets().register(wallet))
    expect((await connected).address).toBe(key0.address)
    expect(wallet.requests).toEqual(['connect'])
  })

  it('restores when the wallet fills its accounts after the app started, without a prompt', async () => {
    const storage = memoryStorage()
    const wallet = registerWallet({ register: false })
    const off = getWallets().register(wallet)
    await adapterFor(storage).connect({ connectorId: wallet.name })
    const copy = () => {
      const saved = memoryStorage()
      for (const [k, v] of storage.map) saved.setItem(k, v)
      return saved
    }
    const [saved, savedAgain] = [copy(), copy()]
    off()
    // The next page load: the extension registers with no accounts, and lists them a moment later.
    const fresh = createBitcoinKeyWallet({ name: wallet.name, key: key0 })
    unregister.push(getWallets().register(fresh))
    const reloaded = adapterFor(saved)
    await reloaded.reconnect()
    expect(reloaded.getAccount().status).toBe('disconnected')
    fresh.emitAccounts([createBitcoinKeyWallet({ name: 'x', key: key1 }).account])
    expect(reloaded.getAccount().status).toBe('disconnected') // not the remembered address
    fresh.emitAccounts([fresh.account])
    await vi.waitFor(() => expect(reloaded.getAccount().status).toBe('connected'))
    expect(reloaded.getAccount().address).toBe(key0.address)
    expect(fresh.requests).toEqual([])
    // The app disconnecting itself ends such a wait: the address appearing later restores nothing.
    fresh.emitAccounts([])
    const waiting = adapterFor(savedAgain)
    await waiting.reconnect()
    await waiting.disconnect()
    fresh.emitAccounts([fresh.account])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(waiting.getAccount().status).toBe('disconnected')
  })

  it('follows the wallet: another account, the account gone, the wallet unregistered', async () => {
    const adapter = adapterFor()
    const wallet = registerWallet()
    await adapter.connect({ connectorId: wallet.name })
    const other = createBitcoinKeyWallet({ name: 'x', key: key1 }).account
    wallet.emitAccounts([other, wallet.account])
    // The address in use is still shared: it stays, the other joins `addresses`.
    expect(adapter.getAccount()).toMatchObject({
      address: key0.address,
      addresses: [key1.address, key0.address],
    })
    await adapter.switchAccount?.({ address: key1.address })
    expect(adapter.getAccount()).toMatchObject({ address: key1.address, publicKey: key1.publicKey })
    await expect(adapter.switchAccount?.({ address: 'bcrt1qnobody' })).rejects.toMatchObject({
      shortMessage: 'Account not found',
    })
    wallet.emitAccounts([wallet.account])
    expect(adapter.getAccount().address).toBe(key0.address)
    unregister.splice(0).forEach((off) => {
      off()
    })
    expect(adapter.getAccount().status).toBe('disconnected')
  })

  it('switches network only to one the account is on, and keeps the choice', async () => {
    const storage = memoryStorage()
    const adapter = adapterFor(storage)
    const wallet = registerWallet()
    await adapter.connect({ connectorId: wallet.name })
    await expect(adapter.switchNetwork({ chainId: signet.caipNetworkId })).rejects.toMatchObject({
      shortMessage: 'Invalid chain id',
    })
    await expect(
      adapter.switchNetwork({ chainId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).rejects.toMatchObject({
      shortMessage: 'Invalid chain id',
    })
    expect(adapter.getAccount().chainId).toBe(bitcoinReferences.regtest)
    await adapter.disconnect()
    // Not connected: any of the app's networks.
    await adapter.switchNetwork({ chainId: bitcoinReferences.signet })
    expect(storage.map.get('portico.bitcoin.network')).toBe(signet.caipNetworkId)
    expect(adapterFor(storage).networks).toHaveLength(2)
    // A reload starts on it.
    const reloaded = adapterFor(storage)
    const multi = createBitcoinKeyWallet({
      name: `BTC Key Wallet ${nextName++}`,
      key: key0,
      chains: ['bitcoin:regtest', 'bitcoin:signet'],
    })
    unregister.push(getWallets().register(multi))
    await reloaded.connect({ connectorId: multi.name })
    expect(reloaded.getAccount().chainId).toBe(bitcoinReferences.signet)
    await reloaded.switchNetwork({ chainId: regtest.caipNetworkId })
    expect(reloaded.getAccount().caipAddress).toBe(`${regtest.caipNetworkId}:${key0.address}`)
  })
})

describe('createBitcoinAdapter: signMessage', () => {
  it("returns the wallet's BIP-322 signature in base64, which verifies", async () => {
    const adapter = adapterFor()
    const wallet = registerWallet()
    await adapter.connect({ connectorId: wallet.name })
    const message = `localhost wants you to sign in with your Bitcoin account:\n${key0.address}\n\nNonce: 12345678`
    const { signature } = await adapter.signMessage({ message })
    expect(wallet.requests).toEqual(['connect', 'signMessage'])
    expect(
      verifyBip322({ address: key0.address, message, signature, network: bitcoinRegtestPrefixes }),
    ).toBe(true)
    expect(
      verifyBip322({ address: key1.address, message, signature, network: bitcoinRegtestPrefixes }),
    ).toBe(false)
  })

  it('maps a refusal to Signature declined', async () => {
    const adapter = adapterFor()
    const wallet = registerWallet()
    await adapter.connect({ connectorId: wallet.name })
    wallet.approve = (request) => request !== 'signMessage'
    await expect(adapter.signMessage({ message: 'hi' })).rejects.toMatchObject({
      shortMessage: 'Signature declined',
    })
  })
})

describe('createBitcoinAdapter: refusals before any chain request', () => {
  it('needs a connected wallet to sign or send', async () => {
    const adapter = adapterFor()
    await expect(adapter.signMessage({ message: 'hi' })).rejects.toMatchObject({
      shortMessage: 'Wallet not connected',
    })
    await expect(adapter.sendToken({ to: key1.address, amount: 1000n })).rejects.toMatchObject({
      shortMessage: 'Wallet not connected',
    })
  })

  it('sends BTC only: a token or data is refused', async () => {
    const adapter = adapterFor()
    const wallet = registerWallet()
    await adapter.connect({ connectorId: wallet.name })
    const text = 'Only BTC can be sent on Bitcoin: no token, no data'
    await expect(
      adapter.sendToken({ to: key1.address, token: 'rune', amount: 1000n }),
    ).rejects.toMatchObject({ shortMessage: text })
    await expect(
      adapter.estimateSend({ from: key0.address, to: key1.address, token: 'rune', amount: 1000n }),
    ).rejects.toMatchObject({ shortMessage: text })
    await expect(
      adapter.sendTransaction({ to: key1.address, value: 1000n, data: '0x12' }),
    ).rejects.toMatchObject({ shortMessage: text })
    expect(wallet.requests).toEqual(['connect'])
  })

  it('refuses a receiver of another network', async () => {
    const adapter = adapterFor()
    const wallet = registerWallet()
    await adapter.connect({ connectorId: wallet.name })
    for (const to of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'alice',
    ])
      await expect(adapter.sendToken({ to, amount: 100_000n })).rejects.toMatchObject({
        shortMessage: 'Enter a valid receiver address',
      })
  })

  it('names the missing feature of a wallet that cannot sign messages', async () => {
    const adapter = adapterFor()
    const wallet = registerWallet({ without: ['bitcoin:signMessage'] })
    await adapter.connect({ connectorId: wallet.name })
    await expect(adapter.signMessage({ message: 'hi' })).rejects.toMatchObject({
      shortMessage: 'The wallet does not support the "bitcoin:signMessage" feature',
    })
  })
})
