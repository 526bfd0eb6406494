import { describe, expect, it } from 'vitest'
import type { AdapterNetwork, ChainAdapter } from '../adapter'
import { createFakeClock } from '../clock/createFakeClock'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { createLazyAdapter } from './createLazyAdapter'
import {
  type CreateMemoryAdapterParameters,
  createMemoryAdapter,
} from './createMemoryAdapter.test-helpers'
import { namespaceRestoreGraceMs } from './createNamespaceRestore'
import { createPorticoClient } from './createPorticoClient'

// The active namespace after a reload (SPEC §3 local storage "active namespace"): the previous
// visit left Solana active, both wallets remember their sessions, and EVM comes back first.
const devnet: AdapterNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const solanaLocal: AdapterNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
}
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solanaCaip = `${solanaLocal.caipNetworkId}:${solanaAddress}`

/** A promise resolved by hand: the moment a late adapter or wallet comes back. */
const gate = () => {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}
/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const reload = (
  options: {
    solana?: CreateMemoryAdapterParameters['remembered']
    /** The Solana adapter's code loads on demand and arrives when this resolves. */
    lazyLoad?: Promise<void>
  } = {},
) => {
  const storage = createMemoryStorage()
  storage.setItem('portico.activeNamespace', 'solana')
  storage.setItem('portico.lazyAdapter.solana.connected', '1')
  const clock = createFakeClock()
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnet],
    wallets: [{ id: 'dev.portico.testwallet', name: 'Portico Test Wallet', address: evmAddress }],
    remembered: { walletId: 'dev.portico.testwallet' },
  })
  const inner = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    wallets: [{ id: 'Portico Test Wallet', name: 'Portico Test Wallet', address: solanaAddress }],
    balances: { [solanaAddress]: 5n * 10n ** 8n },
    remembered: options.solana,
  })
  const { lazyLoad } = options
  const solana: ChainAdapter = lazyLoad
    ? createLazyAdapter({
        namespace: 'solana',
        networks: [solanaLocal],
        load: () => lazyLoad.then(() => inner),
        storage,
      })
    : inner
  const client = createPorticoClient({
    projectId: 'portico-local',
    networks: [devnet, solanaLocal],
    adapters: [evm, solana],
    clock,
    storage,
  })
  return { client, clock, storage, inner, stop: client.start() }
}

describe('the active namespace after a reload', () => {
  it('stays on Solana while its wallet reconnects after EVM, then shows its account and balance', async () => {
    const late = gate()
    const { client, storage, stop } = reload({
      solana: { walletId: 'Portico Test Wallet', ready: late.promise },
    })
    await settle()
    expect(client.accounts.getState().eip155?.status).toBe('connected') // EVM came back first
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.account.getState().status).toBe('reconnecting')

    late.open()
    await settle()
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.account.getState()).toMatchObject({
      status: 'connected',
      caipAddress: solanaCaip,
    })
    expect(client.balance.getState()).toMatchObject({
      status: 'success',
      symbol: 'SOL',
      value: 5n * 10n ** 8n,
    })
    expect(storage.getItem('portico.activeNamespace')).toBe('solana')
    stop()
  })

  it('restores Solana when its adapter is loaded on demand and arrives last', async () => {
    const loaded = gate()
    const { client, clock, stop } = reload({
      solana: { walletId: 'Portico Test Wallet' },
      lazyLoad: loaded.promise,
    })
    await settle()
    clock.advance(10 * namespaceRestoreGraceMs) // a slow download is not a failure
    expect(client.namespace.getState().active).toBe('solana')

    loaded.open()
    await settle()
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.account.getState().caipAddress).toBe(solanaCaip)
    stop()
  })

  it('restores Solana when its wallet registers after the adapter reconnected', async () => {
    // The adapter's reconnect() returns at once (no wallet yet); the wallet shows up within the grace.
    const { client, clock, inner, stop } = reload({})
    await settle()
    clock.advance(namespaceRestoreGraceMs - 1)
    expect(client.namespace.getState().active).toBe('solana')
    await inner.connect({ connectorId: 'Portico Test Wallet' }) // what a late silent reconnect reports
    clock.advance(namespaceRestoreGraceMs)
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.account.getState().caipAddress).toBe(solanaCaip)
    stop()
  })

  it('falls back to EVM at once when the Solana wallet refuses to reconnect', async () => {
    const { client, storage, stop } = reload({
      solana: { walletId: 'Portico Test Wallet', refuse: true },
    })
    await settle()
    expect(client.namespace.getState().active).toBe('eip155')
    expect(client.account.getState().address).toBe(evmAddress)
    expect(storage.getItem('portico.activeNamespace')).toBe('eip155')
    stop()
  })

  it('falls back to EVM after the grace when nothing of Solana comes back', async () => {
    const { client, clock, stop } = reload({})
    await settle()
    expect(client.namespace.getState().active).toBe('solana')
    clock.advance(namespaceRestoreGraceMs)
    expect(client.namespace.getState().active).toBe('eip155')
    expect(client.account.getState().address).toBe(evmAddress)
    stop()
  })

  it('follows the user: a namespace picked while Solana is awaited stays active', async () => {
    const late = gate()
    const { client, storage, stop } = reload({
      solana: { walletId: 'Portico Test Wallet', ready: late.promise },
    })
    await settle()
    client.setActiveNamespace('eip155')
    late.open()
    await settle()
    expect(client.accounts.getState().solana?.status).toBe('connected')
    expect(client.namespace.getState().active).toBe('eip155')
    expect(storage.getItem('portico.activeNamespace')).toBe('eip155')
    stop()
  })
})
