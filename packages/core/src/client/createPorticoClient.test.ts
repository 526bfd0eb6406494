import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { DuplicateAdapterError } from '../errors/config'
import { NetworkNotFoundError } from '../errors/network'
import { SiwxNotEnabledError } from '../errors/siwx'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { createMemoryAdapter } from './createMemoryAdapter.test-helpers'
import { createPorticoClient } from './createPorticoClient'
import {
  devnetNetwork as devnet,
  devnet2Network as devnet2,
  solanaDevnetNetwork as solanaLocal,
} from './networks.testing'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
// One wallet offering both namespaces: EIP-6963 (with an rdns) and Wallet Standard (none).
const testWallet = { name: 'Portico Test Wallet' }

const setup = (
  options: {
    namespaces?: ('eip155' | 'solana')[]
    storage?: ReturnType<typeof createMemoryStorage>
  } = {},
) => {
  const namespaces = options.namespaces ?? ['eip155', 'solana']
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnet, devnet2],
    wallets: [
      {
        id: 'dev.portico.testwallet',
        rdns: 'dev.portico.testwallet',
        address: evmAddress,
        ...testWallet,
      },
      { id: 'io.other', rdns: 'io.other', name: 'Other EVM', address: evmAddress },
    ],
    balances: { [evmAddress]: 10n ** 22n },
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    wallets: [
      { id: 'Portico Test Wallet', address: solanaAddress, ...testWallet },
      { id: 'Solflare', name: 'Solflare', address: solanaAddress },
    ],
    balances: { [solanaAddress]: 5n * 10n ** 8n },
  })
  const adapters = [evm, solana].filter((a) => namespaces.some((ns) => ns === a.namespace))
  const networks = [devnet, devnet2, solanaLocal].filter((n) =>
    namespaces.some((ns) => ns === n.chainNamespace),
  )
  const client = createPorticoClient({
    projectId: 'portico-local',
    networks,
    adapters,
    clock: createFakeClock(),
    storage: options.storage ?? null,
  })
  const stop = client.start()
  return { client, evm, solana, stop }
}

describe('createPorticoClient', () => {
  it('lists a wallet of two namespaces once and connects both with one click', async () => {
    const { client, evm, solana, stop } = setup()
    const list = client.connectors.getState().connectors
    expect(list.map((c) => [c.name, c.namespaces])).toEqual([
      ['Portico Test Wallet', ['eip155', 'solana']],
      ['Other EVM', ['eip155']],
      ['Solflare', ['solana']],
    ])

    await client.connect('dev.portico.testwallet')
    expect(evm.calls).toContain('connect:dev.portico.testwallet')
    expect(solana.calls).toContain('connect:Portico Test Wallet')
    const { connections, status } = client.connection.getState()
    expect(status).toBe('connected')
    expect(connections.eip155).toMatchObject({ status: 'connected', address: evmAddress })
    expect(connections.solana).toMatchObject({ status: 'connected', address: solanaAddress })
    // The active namespace is the default network's: account and balance follow it.
    expect(client.namespace.getState().active).toBe('eip155')
    expect(client.account.getState().caipAddress).toBe(`eip155:31337:${evmAddress}`)
    await client.refreshBalance()
    expect(client.balance.getState()).toMatchObject({
      status: 'success',
      symbol: 'ETH',
      value: 10n ** 22n,
    })
    expect(client.recentWallets.getState().recentWallets[0]?.id).toBe('dev.portico.testwallet')
    stop()
  })

  it('switches the active namespace with the network picker when that namespace is connected', async () => {
    const { client, evm, stop } = setup()
    await client.connect('dev.portico.testwallet')
    await client.switchNetwork(solanaLocal.caipNetworkId)
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.account.getState().caipAddress).toBe(
      `${solanaLocal.caipNetworkId}:${solanaAddress}`,
    )
    await client.refreshBalance()
    expect(client.balance.getState()).toMatchObject({
      symbol: 'SOL',
      value: 5n * 10n ** 8n,
      decimals: 9,
    })
    // No wallet prompt to switch: the Solana account is already on that network.
    expect(evm.calls.filter((c) => c.startsWith('switchNetwork'))).toEqual([])

    // Back to an EVM network other than the current one: active again, and the wallet switches.
    await client.switchNetwork(devnet2.caipNetworkId)
    expect(client.namespace.getState().active).toBe('eip155')
    expect(evm.calls).toContain('switchNetwork:31338')
    expect(client.account.getState().caipAddress).toBe(`eip155:31338:${evmAddress}`)
    stop()
  })

  it('opens Connect filtered to a namespace not connected, then connects only it', async () => {
    const { client, evm, solana, stop } = setup()
    await client.connect('io.other') // EVM only
    expect(client.connection.getState().connections.solana?.status).toBe('disconnected')
    client.open()
    await client.switchNetwork(solanaLocal.id)
    expect(client.router.getState().view).toBe('Connect')
    expect(client.namespace.getState().connectTo).toEqual({
      namespace: 'solana',
      chainId: solanaLocal.id,
    })

    const evmConnects = evm.calls.length
    await client.connect('dev.portico.testwallet') // both namespaces, but Connect asks for Solana
    expect(evm.calls.length).toBe(evmConnects) // the EVM connection (Other EVM) is kept
    expect(solana.calls).toContain('connect:Portico Test Wallet')
    expect(client.namespace.getState()).toEqual({ active: 'solana', connectTo: undefined })
    expect(client.account.getState().address).toBe(solanaAddress)
    expect(client.modal.getState().open).toBe(false)
    stop()
  })

  it('disconnects every namespace', async () => {
    const { client, evm, solana, stop } = setup()
    await client.connect('dev.portico.testwallet')
    await client.disconnect()
    expect(evm.calls).toContain('disconnect')
    expect(solana.calls).toContain('disconnect')
    expect(client.connection.getState().status).toBe('disconnected')
    expect(client.account.getState().status).toBe('disconnected')
    expect(client.balance.getState().status).toBe('idle')
    stop()
  })

  it('hands the active namespace over when its wallet disconnects on its own', async () => {
    const { client, evm, stop } = setup()
    await client.connect('dev.portico.testwallet')
    evm.walletDisconnects()
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.account.getState().address).toBe(solanaAddress)
    expect(client.connection.getState().status).toBe('connected')
    stop()
  })

  it('the open Account view goes back to Connect when the last account leaves on its own', async () => {
    const { client, evm, stop } = setup({ namespaces: ['eip155'] })
    await client.connect('dev.portico.testwallet')
    client.open()
    expect(client.router.getState().view).toBe('Account')
    evm.walletDisconnects()
    expect(client.router.getState().view).toBe('Connect')
    expect(client.modal.getState().open).toBe(true)
    stop()
  })

  it('keeps what connected when the second namespace refuses; a refusal of the first asks nothing more', async () => {
    const { client, evm, solana, stop } = setup()
    client.open()
    solana.refuseNextConnect()
    await client.connect('dev.portico.testwallet')
    expect(client.account.getState().address).toBe(evmAddress)
    expect(client.connection.getState().connections.solana?.status).toBe('disconnected')
    await client.disconnect()

    client.open()
    evm.refuseNextConnect()
    const solanaPrompts = solana.calls.length
    // The refusal rejects (the modal's button toasts it; the client itself shows no toast).
    await expect(client.connect('dev.portico.testwallet')).rejects.toThrowError(
      'Connection declined',
    )
    expect(client.connection.getState().status).toBe('disconnected')
    expect(client.toast.getState().variant).not.toBe('error')
    expect(client.router.getState().view).toBe('Connect')
    // The refusal of the first prompt stops there: no second prompt.
    expect(solana.calls.length).toBe(solanaPrompts)
    stop()
  })

  it('runs an app with Solana only, and one with EVM only', async () => {
    const solanaOnly = setup({ namespaces: ['solana'] })
    expect(solanaOnly.client.connectors.getState().connectors.map((c) => c.name)).toEqual([
      'Portico Test Wallet',
      'Solflare',
    ])
    await solanaOnly.client.connect('Portico Test Wallet')
    expect(solanaOnly.client.account.getState().address).toBe(solanaAddress)
    await solanaOnly.client.refreshBalance()
    expect(solanaOnly.client.balance.getState().symbol).toBe('SOL')
    solanaOnly.stop()

    const evmOnly = setup({ namespaces: ['eip155'] })
    await evmOnly.client.connect('dev.portico.testwallet')
    expect(evmOnly.solana.calls).toEqual([])
    expect(evmOnly.client.account.getState().address).toBe(evmAddress)
    evmOnly.stop()
  })

  it('keeps the active namespace across a reload', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await first.client.connect('dev.portico.testwallet')
    await first.client.switchNetwork(solanaLocal.caipNetworkId)
    first.stop()
    const second = setup({ storage })
    expect(second.client.namespace.getState().active).toBe('solana')
    second.stop()
  })

  it('rejects with `Network not found` for a network the app did not request, and changes nothing', async () => {
    const { client, stop } = setup()
    await client.connect('dev.portico.testwallet')
    await expect(client.switchNetwork('eip155:1')).rejects.toThrowError(NetworkNotFoundError)
    await expect(client.switchNetwork('eip155:1')).rejects.toThrowError('Network not found')
    expect(client.account.getState().caipAddress).toBe(`eip155:31337:${evmAddress}`)
    stop()
  })

  it('refuses two adapters for one namespace', () => {
    const { evm } = setup()
    expect(() =>
      createPorticoClient({ projectId: 'portico-local', networks: [devnet], adapters: [evm, evm] }),
    ).toThrowError(DuplicateAdapterError)
  })

  it('refuses sign-in with `SIWX is not enabled` when the app configured none (SPEC §8)', async () => {
    const { client, stop } = setup({ namespaces: ['eip155'] })
    await client.connect('dev.portico.testwallet')
    await expect(client.signIn()).rejects.toThrowError(SiwxNotEnabledError)
    await expect(client.signIn()).rejects.toThrowError('SIWX is not enabled')
    await expect(client.cancelSignIn()).rejects.toThrowError('SIWX is not enabled')
    stop()
  })
})
