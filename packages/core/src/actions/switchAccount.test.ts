import { describe, expect, it } from 'vitest'
import { createMemoryAdapter } from '../client/createMemoryAdapter.test-helpers'
import { createPorticoClient } from '../client/createPorticoClient'
import {
  devnetNetwork as devnet,
  solanaDevnetNetwork as solanaLocal,
} from '../client/networks.testing'
import { createFakeClock } from '../clock/createFakeClock'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { switchAccount } from './switchAccount'

// SPEC §4 "Switch account" through the client, with wallets kept in memory (the adapters' side);
// the real wallet and chain are crossed in e2e/specs/account-switch.spec.ts.
const first = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const wallet = { id: 'dev.portico.testwallet', name: 'Portico Test Wallet' }

const setup = (storage = createMemoryStorage(), remembered = false) => {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnet],
    wallets: [{ ...wallet, address: first, others: [second] }],
    balances: { [first]: 1n, [second]: 2n },
    remembered: remembered ? { walletId: wallet.id } : undefined,
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    wallets: [{ ...wallet, id: 'Portico Test Wallet', address: solanaAddress }],
  })
  const client = createPorticoClient({
    projectId: 'portico-local',
    networks: [devnet, solanaLocal],
    adapters: [evm, solana],
    clock: createFakeClock(),
    storage,
  })
  const stop = client.start()
  return { client, evm, solana, stop, storage }
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}

describe('switchAccount', () => {
  it('same wallet: only the address changes (all accounts listed), the balance follows', async () => {
    const { client, evm, stop } = setup()
    await client.connect(wallet.id)
    expect(client.account.getState().addresses).toEqual([first, second])
    await switchAccount(client, { caipAddress: `eip155:31337:${second.toLowerCase()}` })
    expect(client.account.getState()).toMatchObject({
      address: second,
      caipAddress: `eip155:31337:${second}`,
      connectorId: wallet.id,
    })
    // One connect only: the wallet was not asked again.
    expect(evm.calls.filter((c) => c.startsWith('connect'))).toEqual([`connect:${wallet.id}`])
    expect(evm.calls).toContain(`switchAccount:${second}`)
    await until(() => client.balance.getState().value === 2n)
    stop()
  })

  it('another namespace not connected: connects the matching wallet, then that account is the active one', async () => {
    const { client, solana, stop } = setup()
    await client.connect(wallet.id)
    await switchAccount(client, {
      caipAddress: `${solanaLocal.caipNetworkId}:${solanaAddress}`,
      connectorId: 'Portico Test Wallet',
    })
    expect(solana.calls).toContain('connect:Portico Test Wallet')
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.account.getState().address).toBe(solanaAddress)
    stop()
  })

  it('another namespace without a wallet named: Connect opens for that namespace', async () => {
    const { client, stop } = setup()
    await switchAccount(client, { caipAddress: `${solanaLocal.caipNetworkId}:${solanaAddress}` })
    expect(client.namespace.getState().connectTo?.namespace).toBe('solana')
    expect(client.router.getState().view).toBe('Connect')
    expect(client.modal.getState().open).toBe(true)
    stop()
  })

  it('refuses an address the wallet does not give, and a malformed id', async () => {
    const { client, stop } = setup()
    await client.connect(wallet.id)
    await expect(
      switchAccount(client, {
        caipAddress: 'eip155:31337:0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      }),
    ).rejects.toThrowError('Account not found')
    await expect(switchAccount(client, { caipAddress: 'eip155:0x1' })).rejects.toThrowError(
      'Invalid CAIP-10 address: eip155:0x1',
    )
    expect(client.account.getState().address).toBe(first)
    stop()
  })

  it('a reload keeps the choice while the wallet still gives that account', async () => {
    const storage = createMemoryStorage()
    const before = setup(storage)
    await before.client.connect(wallet.id)
    await switchAccount(before.client, { caipAddress: `eip155:31337:${second}` })
    before.stop()

    // The wallet reconnects with its own order (its first account); the choice comes back.
    const after = setup(storage, true)
    await until(() => after.client.account.getState().address === second)
    expect(after.evm.calls).toContain(`switchAccount:${second}`)
    after.stop()
  })
})
