import {
  type AdapterAccount,
  type AdapterNetwork,
  NetworksNotConfiguredError,
  RpcUrlNotFoundError,
  WalletNotFoundError,
} from '@portico/core'
import { createMemoryStorage } from '@portico/core/internal'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createPublicClient, http, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AnnouncedWallet, announce as announceWallet } from '../test/announce'
import { createLocalAccountProvider, type LocalAccountProvider } from '../test/localAccountProvider'
import { createEvmAdapter } from './createEvmAdapter'

// anvil's default mnemonic (the devnet's), account 0
const account = mnemonicToAccount('test test test test test test test test test test test junk')
const rdns = 'dev.portico.testwallet'

const network = (id: number, name: string): AdapterNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const networks = [network(31337, 'Portico Devnet'), network(31338, 'Portico Devnet 2')]

let devnet: UsedDevnet | undefined
let anvils: UsedDevnet['chains'] = []
let provider: LocalAccountProvider
const rpcUrl = (n: AdapterNetwork) => anvils.find((a) => a.chainId === n.id)?.rpcUrl ?? ''

/** The test wallet (account 0), announced through EIP-6963 unless another wallet is given. */
const announce = (
  uuid: string,
  wallet: AnnouncedWallet = { name: 'Portico Test Wallet', rdns, provider },
) => announceWallet(uuid, wallet)

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338, 31339])
  anvils = devnet.chains
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  ;(globalThis as { window?: unknown }).window = new EventTarget()
  provider = createLocalAccountProvider({ account, nodes: anvils })
})

describe('createEvmAdapter against anvil', () => {
  it('discovers an EIP-6963 wallet once per rdns', () => {
    announce('uuid-1')
    announce('uuid-2') // the same wallet announced twice (e.g. two frames)
    const adapter = createEvmAdapter({ networks, rpcUrl, storage: null })
    const connectors = adapter.getConnectors()
    expect(connectors.map((c) => [c.id, c.name, c.type, c.rdns])).toEqual([
      [rdns, 'Portico Test Wallet', 'ANNOUNCED', rdns],
    ])
  })

  it('connects, reads the balance from the chain, signs, sends, switches and disconnects', async () => {
    announce('uuid-1')
    const adapter = createEvmAdapter({ networks, rpcUrl, storage: null })
    const seen: AdapterAccount[] = []
    const unwatch = adapter.watchAccount((a) => seen.push(a))

    const result = await adapter.connect({ connectorId: rdns })
    expect(result).toEqual({ address: account.address, chainId: 31337 })
    expect(adapter.getAccount()).toEqual({
      status: 'connected',
      address: account.address,
      chainId: 31337,
      caipAddress: `eip155:31337:${account.address}`,
      connectorId: rdns,
      addresses: [account.address],
      connections: [{ connectorId: rdns, addresses: [account.address], chainId: 31337 }],
      // An extension's account is the key's own (SPEC §3 Account type).
      type: 'eoa',
    })
    expect(seen.map((a) => a.status)).toEqual(['connecting', 'connected'])

    const node = createPublicClient({ transport: http(anvils[0]?.rpcUrl) })
    const balance = await adapter.getBalance({ address: account.address })
    expect(balance).toEqual({
      value: await node.getBalance({ address: account.address }),
      decimals: 18,
      symbol: 'ETH',
    })

    const { signature } = await adapter.signMessage({ message: 'hello portico' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'hello portico',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const before = await node.getBalance({ address: to })
    const { hash } = await adapter.sendTransaction({ to, value: 1234n })
    const receipt = await node.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await node.getBalance({ address: to })).toBe(before + 1234n)

    await adapter.switchNetwork({ chainId: 31338 })
    expect(adapter.getAccount().chainId).toBe(31338)
    expect(adapter.getAccount().caipAddress).toBe(`eip155:31338:${account.address}`)

    await adapter.disconnect()
    expect(adapter.getAccount()).toEqual({
      status: 'disconnected',
      address: undefined,
      chainId: undefined,
      caipAddress: undefined,
      connectorId: undefined,
    })
    unwatch()
  })

  it('switches account within the connected wallet: the address changes, signatures and sends follow, no prompt', async () => {
    const second = mnemonicToAccount(
      'test test test test test test test test test test test junk',
      { addressIndex: 1 },
    )
    provider = createLocalAccountProvider({ account, others: [second], nodes: anvils })
    const asked: string[] = []
    provider.approve = (method) => {
      asked.push(method)
      return true
    }
    announce('uuid-1')
    const adapter = createEvmAdapter({ networks, rpcUrl, storage: null })
    await adapter.connect({ connectorId: rdns })
    expect(adapter.getAccount().addresses).toEqual([account.address, second.address])
    const seen: AdapterAccount[] = []
    const unwatch = adapter.watchAccount((a) => seen.push(a))

    await adapter.switchAccount?.({ address: second.address.toLowerCase() })
    expect(adapter.getAccount()).toMatchObject({
      status: 'connected',
      address: second.address,
      caipAddress: `eip155:31337:${second.address}`,
      connectorId: rdns,
    })
    expect(seen.at(-1)?.address).toBe(second.address)
    expect(asked).toEqual(['wallet_requestPermissions']) // the connect only

    const { signature } = await adapter.signMessage({ message: 'from the second' })
    expect(
      await verifyMessage({
        address: second.address,
        message: 'from the second',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    const node = createPublicClient({ transport: http(anvils[0]?.rpcUrl) })
    const { hash } = await adapter.sendTransaction({ to: account.address, value: 1n })
    const receipt = await node.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.from.toLowerCase()).toBe(second.address.toLowerCase())

    await expect(
      adapter.switchAccount?.({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }),
    ).rejects.toThrowError('Account not found')
    expect(adapter.getAccount().address).toBe(second.address)
    unwatch()
    await adapter.disconnect()
  })

  it('maps a rejected connection (4001) to "Connection declined" and stays disconnected', async () => {
    announce('uuid-1')
    provider.approve = () => false
    const adapter = createEvmAdapter({ networks, rpcUrl, storage: null })
    const error = await adapter.connect({ connectorId: rdns }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'ConnectionDeclinedError',
      shortMessage: 'Connection declined',
    })
    expect(adapter.getAccount().status).toBe('disconnected')
  })

  it('reports the chain of a wallet that sits on a network the app did not request', async () => {
    announce('uuid-1')
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6b' }],
    })
    const adapter = createEvmAdapter({ networks, rpcUrl, storage: null })
    await adapter.connect({ connectorId: rdns })
    expect(adapter.getAccount().chainId).toBe(31339)
  })

  it('restores the session on reconnect from its storage', async () => {
    announce('uuid-1')
    const storage = createMemoryStorage()
    const first = createEvmAdapter({ networks, rpcUrl, storage })
    await first.connect({ connectorId: rdns })

    const second = createEvmAdapter({ networks, rpcUrl, storage })
    await second.reconnect()
    expect(second.getAccount().status).toBe('connected')
    expect(second.getAccount().address).toBe(account.address)
  })

  it('holds two wallets at once: switches between them without a prompt, disconnects one or all, restores both', async () => {
    const other = mnemonicToAccount('test test test test test test test test test test test junk', {
      addressIndex: 2,
    })
    const otherRdns = 'dev.portico.otherwallet'
    const otherProvider = createLocalAccountProvider({ account: other, nodes: anvils })
    const asked: string[] = []
    for (const p of [provider, otherProvider])
      p.approve = (method) => {
        asked.push(method)
        return true
      }
    announce('uuid-1')
    announce('uuid-2', { name: 'Other Wallet', rdns: otherRdns, provider: otherProvider })
    const storage = createMemoryStorage()
    const adapter = createEvmAdapter({ networks, rpcUrl, storage })
    const seen: AdapterAccount[] = []
    const unwatch = adapter.watchAccount((a) => seen.push(a))
    await adapter.connect({ connectorId: rdns })
    await adapter.connect({ connectorId: otherRdns })
    expect(adapter.getAccount()).toMatchObject({
      address: other.address,
      connectorId: otherRdns,
      connections: [
        { connectorId: rdns, addresses: [account.address], chainId: 31337 },
        { connectorId: otherRdns, addresses: [other.address], chainId: 31337 },
      ],
    })
    expect(asked).toEqual(['wallet_requestPermissions', 'wallet_requestPermissions'])

    // Back to the first: no prompt, and signatures come from its key.
    await adapter.switchConnection?.({ connectorId: rdns })
    expect(adapter.getAccount()).toMatchObject({ address: account.address, connectorId: rdns })
    expect(seen.at(-1)?.connectorId).toBe(rdns)
    const { signature } = await adapter.signMessage({ message: 'which wallet' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'which wallet',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    // Connecting a wallet already held makes it the one in use, without a prompt.
    expect(await adapter.connect({ connectorId: otherRdns })).toEqual({
      address: other.address,
      chainId: 31337,
    })
    expect(asked.filter((m) => m === 'wallet_requestPermissions')).toHaveLength(2)

    // A reload restores both, the one in use last time in use again.
    const reloaded = createEvmAdapter({ networks, rpcUrl, storage })
    await reloaded.reconnect()
    expect(reloaded.getAccount()).toMatchObject({ address: other.address, connectorId: otherRdns })
    expect(
      reloaded
        .getAccount()
        .connections?.map((c) => c.connectorId)
        .sort(),
    ).toEqual([rdns, otherRdns].sort())

    // One goes: the other is in use; the watcher hears a change of the list alone too.
    await adapter.disconnect({ connectorId: rdns })
    expect(adapter.getAccount()).toMatchObject({
      status: 'connected',
      connectorId: otherRdns,
      connections: [{ connectorId: otherRdns, addresses: [other.address], chainId: 31337 }],
    })
    expect(seen.at(-1)?.connections).toHaveLength(1)
    await expect(adapter.disconnect({ connectorId: rdns })).rejects.toThrowError(
      'Not connected: dev.portico.testwallet',
    )
    await expect(adapter.switchConnection?.({ connectorId: rdns })).rejects.toThrowError(
      WalletNotFoundError,
    )
    // All of them: nothing is left in use.
    await adapter.connect({ connectorId: rdns })
    await adapter.disconnect()
    expect(adapter.getAccount().status).toBe('disconnected')
    expect(adapter.getAccount().connections).toBeUndefined()
    unwatch()
  })

  it('refuses bad parameters with clear errors', async () => {
    expect(() => createEvmAdapter({ networks: [], rpcUrl })).toThrowError(
      'createEvmAdapter needs at least one eip155 network',
    )
    expect(() => createEvmAdapter({ networks: [], rpcUrl })).toThrowError(
      NetworksNotConfiguredError,
    )
    expect(() => createEvmAdapter({ networks, storage: null })).toThrowError(
      'No transport or rpcUrl for eip155:31337',
    )
    expect(() => createEvmAdapter({ networks, storage: null })).toThrowError(RpcUrlNotFoundError)
    const adapter = createEvmAdapter({ networks, rpcUrl, storage: null })
    const unknown = adapter.connect({ connectorId: 'nope' })
    await expect(unknown).rejects.toThrowError('Unknown wallet: nope')
    await expect(unknown).rejects.toThrowError(WalletNotFoundError)
  })
})
