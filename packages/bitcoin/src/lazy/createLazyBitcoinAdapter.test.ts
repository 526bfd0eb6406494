// The lazy Bitcoin adapter against a real Wallet Standard Bitcoin wallet registered in-process:
// the wallets it lists before its code loads are the loaded adapter's, a wallet registered later
// reaches Connect without a load, and a pick loads the adapter and connects through it.
import { type AdapterConnector, NetworksNotConfiguredError } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinKeys, memoryStorage, regtestNetwork } from '../../test/bitcoinFixture'
import { createBitcoinKeyWallet } from '../../test/createBitcoinKeyWallet'
import { createBitcoinAdapter } from '../createBitcoinAdapter'
import { createLazyBitcoinAdapter } from './createLazyBitcoinAdapter'

// Port 9 (discard) on loopback: nothing listens; connecting reads nothing from the chain.
const regtest = regtestNetwork('http://127.0.0.1:9/')
const key = bitcoinKeys[0] as (typeof bitcoinKeys)[number]
const unregister: (() => void)[] = []
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})
const register = (name: string) => {
  const wallet = createBitcoinKeyWallet({ name, key })
  unregister.push(getWallets().register(wallet))
  return wallet
}

describe('createLazyBitcoinAdapter', () => {
  it('lists, before its code loads, the wallets the loaded adapter lists', () => {
    register('Lazy BTC Wallet A')
    const lazy = createLazyBitcoinAdapter({ networks: [regtest], storage: null })
    const loaded = createBitcoinAdapter({ networks: [regtest], storage: null })
    expect(lazy.loaded).toBe(false)
    expect(lazy.getConnectors()).toEqual(loaded.getConnectors())
    expect(lazy.getConnectors().map((c) => c.name)).toContain('Lazy BTC Wallet A')
  })

  it('tells Connect of a wallet registered later, without loading', () => {
    const lazy = createLazyBitcoinAdapter({ networks: [regtest], storage: null })
    const seen: (readonly AdapterConnector[])[] = []
    const stop = lazy.watchConnectors((list) => seen.push(list))
    register('Lazy BTC Wallet B')
    stop()
    expect(lazy.loaded).toBe(false)
    expect(seen.at(-1)?.map((c) => c.name)).toContain('Lazy BTC Wallet B')
  })

  it('loads when a wallet is picked and connects its payment account; the account survives in the loaded adapter', async () => {
    register('Lazy BTC Wallet C')
    const lazy = createLazyBitcoinAdapter({ networks: [regtest], storage: memoryStorage() })
    const accounts: (string | undefined)[] = []
    lazy.watchAccount((account) => accounts.push(account.address))
    const { address } = await lazy.connect({ connectorId: 'Lazy BTC Wallet C' })
    expect(lazy.loaded).toBe(true)
    expect(address).toBe(key.address)
    expect(lazy.getAccount()).toMatchObject({
      status: 'connected',
      address: key.address,
      type: 'payment',
    })
    expect(accounts).toContain(key.address)
    expect(lazy.getConnectors().map((c) => c.name)).toContain('Lazy BTC Wallet C')
  })

  it('refuses a config with no bip122 network', () => {
    expect(() =>
      createLazyBitcoinAdapter({ networks: [{ ...regtest, chainNamespace: 'solana' }] }),
    ).toThrow(NetworksNotConfiguredError)
  })
})
