// createEvmAdapter({ wagmiConfig }): the app's own wagmi config (its chains, transports,
// connectors and storage) against real anvil nodes, with a local-account EIP-1193 wallet.
import { NetworksNotConfiguredError } from '@portico/core'
import { createMemoryStorage } from '@portico/core/internal'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createConfig, createStorage, getConnection, http, injected } from '@wagmi/core'
import { createPublicClient, defineChain, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocalAccountProvider, type LocalAccountProvider } from '../test/localAccountProvider'
import { createEvmAdapter } from './createEvmAdapter'
import { toAdapterNetwork } from './toAdapterNetwork'

type Anvil = UsedDevnet['chains'][number]

const account = mnemonicToAccount('test test test test test test test test test test test junk')

let devnet: UsedDevnet | undefined
let anvils: Anvil[] = []
let provider: LocalAccountProvider

const chain = (anvil: Anvil, name: string) =>
  defineChain({
    id: anvil.chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })

/** The app's wagmi config: its own chains, transports, connector (no discovery) and storage. */
function appConfig(storage = createMemoryStorage()) {
  const [first, second] = anvils as [Anvil, Anvil]
  const chains = [chain(first, 'App Devnet'), chain(second, 'App Devnet 2')] as const
  const wagmiConfig = createConfig({
    chains,
    transports: { [first.chainId]: http(first.rpcUrl), [second.chainId]: http(second.rpcUrl) },
    connectors: [
      injected({
        target: () => ({ id: 'appWallet', name: 'App Wallet', provider: provider as never }),
      }),
    ],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ key: 'app.wagmi', storage }),
  })
  return { wagmiConfig, storage, chains }
}

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338])
  anvils = devnet.chains
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  ;(globalThis as { window?: unknown }).window = new EventTarget()
  provider = createLocalAccountProvider({ account, nodes: anvils })
})

describe('createEvmAdapter({ wagmiConfig })', () => {
  it('uses the app’s config as it is: its chains become the networks, its connectors the wallets', () => {
    const { wagmiConfig, chains } = appConfig()
    const adapter = createEvmAdapter({ wagmiConfig })
    expect(adapter.config).toBe(wagmiConfig)
    expect(adapter.networks).toEqual(chains.map(toAdapterNetwork))
    expect(adapter.networks.map((n) => [n.caipNetworkId, n.name])).toEqual([
      ['eip155:31337', 'App Devnet'],
      ['eip155:31338', 'App Devnet 2'],
    ])
    expect(adapter.getConnectors().map((c) => [c.id, c.name])).toEqual([
      ['appWallet', 'App Wallet'],
    ])
  })

  it('connects through the app’s connector, reads the chain, signs, switches; wagmi and the app’s storage see it', async () => {
    const { wagmiConfig, storage } = appConfig()
    const adapter = createEvmAdapter({ wagmiConfig })
    const connected = await adapter.connect({ connectorId: 'appWallet' })
    expect(connected).toEqual({ address: account.address, chainId: 31337 })
    // One state: the app's wagmi actions see the connection Portico made.
    expect(getConnection(wagmiConfig).address).toBe(account.address)
    expect([...storage.items.keys()].some((key) => key.startsWith('app.wagmi.'))).toBe(true)

    const node = createPublicClient({ transport: http(anvils[0]?.rpcUrl) })
    const balance = await adapter.getBalance({ address: account.address })
    expect(balance.value).toBe(await node.getBalance({ address: account.address }))

    const { signature } = await adapter.signMessage({ message: 'hello' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    await adapter.switchNetwork({ chainId: 31338 })
    expect(adapter.getAccount()).toMatchObject({
      status: 'connected',
      chainId: 31338,
      caipAddress: `eip155:31338:${account.address}`,
    })
    await adapter.disconnect()
    expect(getConnection(wagmiConfig).status).toBe('disconnected')
  })

  it('restores the session the app’s storage kept, on reconnect', async () => {
    const kept = createMemoryStorage()
    const first = createEvmAdapter({ wagmiConfig: appConfig(kept).wagmiConfig })
    await first.connect({ connectorId: 'appWallet' })
    const again = createEvmAdapter({ wagmiConfig: appConfig(kept).wagmiConfig })
    expect(again.getAccount().status).toBe('disconnected')
    await again.reconnect()
    expect(again.getAccount()).toMatchObject({ status: 'connected', address: account.address })
  })

  it('requests a subset of the config’s chains, and refuses a network that is not among them', () => {
    const { wagmiConfig, chains } = appConfig()
    const second = toAdapterNetwork(chains[1])
    expect(createEvmAdapter({ wagmiConfig, networks: [second] }).networks).toEqual([second])
    const other = { ...second, id: 1, caipNetworkId: 'eip155:1' as const }
    expect(() => createEvmAdapter({ wagmiConfig, networks: [other] })).toThrowError(
      NetworksNotConfiguredError,
    )
    expect(() => createEvmAdapter({ wagmiConfig, networks: [other] })).toThrowError(
      "eip155:1 is not among the wagmi config's chains",
    )
  })

  it('does not compile with the easy path’s parameters beside it', () => {
    const { wagmiConfig } = appConfig()
    // @ts-expect-error the app's config carries its own transports
    expect(() => createEvmAdapter({ wagmiConfig, rpcUrl: () => '' })).not.toThrow()
  })
})
