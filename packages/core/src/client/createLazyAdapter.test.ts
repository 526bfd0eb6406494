import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { createLazyAdapter } from './createLazyAdapter'
import { createMemoryAdapter } from './createMemoryAdapter.test-helpers'
import { createPorticoClient } from './createPorticoClient'
import { devnetNetwork as devnet, solanaDevnetNetwork as solanaLocal } from './networks.testing'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

const setup = (storage: ReturnType<typeof createMemoryStorage>) => {
  let loads = 0
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnet],
    wallets: [
      {
        id: 'dev.portico.testwallet',
        rdns: 'dev.portico.testwallet',
        name: 'Portico Test Wallet',
        address: evmAddress,
      },
    ],
  })
  const inner = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    wallets: [{ id: 'ws:portico', name: 'Portico Test Wallet', address: solanaAddress }],
  })
  const solana = createLazyAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    load: async () => {
      loads++
      return inner
    },
    storage,
  })
  const client = createPorticoClient({
    projectId: 'portico-local',
    networks: [devnet, solanaLocal],
    adapters: [evm, solana],
    clock: createFakeClock(),
    storage,
  })
  return { client, solana, inner, loads: () => loads }
}

describe('createLazyAdapter', () => {
  it('loads nothing at start nor on open; a wallet picked loads it, joins the list and connects both', async () => {
    const storage = createMemoryStorage()
    const { client, solana, loads } = setup(storage)
    const stop = client.start()
    await Promise.resolve()
    expect(loads()).toBe(0)
    expect(client.connectors.getState().connectors[0]?.namespaces).toEqual(['eip155'])

    // Connect draws from what is there: opening the modal loads no code.
    client.open()
    await Promise.resolve()
    expect(loads()).toBe(0)

    await client.connect('dev.portico.testwallet')
    expect(loads()).toBe(1)
    expect(solana.loaded).toBe(true)
    expect(client.connectors.getState().connectors.map((c) => [c.name, c.namespaces])).toEqual([
      ['Portico Test Wallet', ['eip155', 'solana']],
    ])
    expect(client.accounts.getState().solana?.address).toBe(solanaAddress)
    stop()
  })

  it('loads on open when Connect is filtered to its namespace (a Solana network picked)', async () => {
    const { client, loads } = setup(createMemoryStorage())
    client.start()
    await client.switchNetwork(solanaLocal.caipNetworkId) // nothing connected: Connect, filtered
    await Promise.resolve()
    expect(client.namespace.getState().connectTo?.namespace).toBe('solana')
    expect(loads()).toBe(1)
  })

  it('at start, restores a session left connected only when Solana was active; else on open', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    first.client.start()
    await first.client.connect('dev.portico.testwallet') // both; EVM active
    const second = setup(storage)
    second.client.start()
    await Promise.resolve()
    expect(second.loads()).toBe(0) // EVM is active: Solana's code stays out of the load
    second.client.open() // the session left connected comes back when the modal opens
    await Promise.resolve()
    expect(second.loads()).toBe(1)
  })

  it('loads at start when the previous visit left it connected and active, and restores the session', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    const stopFirst = first.client.start()
    await first.client.connect('dev.portico.testwallet')
    await first.client.switchNetwork(solanaLocal.caipNetworkId) // Solana active
    stopFirst()

    const second = setup(storage)
    second.client.start()
    await second.solana.prepare() // what reconnect() started
    expect(second.loads()).toBe(1)
    expect(second.inner.calls).toEqual([]) // reconnect only: no prompt
    expect(second.solana.loaded).toBe(true)

    await second.client.connect('dev.portico.testwallet')
    await second.client.disconnect()
    const third = setup(storage)
    third.client.start()
    await Promise.resolve()
    expect(third.loads()).toBe(0) // disconnected last time: nothing to restore
  })
})
