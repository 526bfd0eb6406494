import { describe, expect, it } from 'vitest'
import { switchAccount } from '../actions/switchAccount'
import { createFakeClock } from '../clock/createFakeClock'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { createMemoryAdapter } from './createMemoryAdapter.test-helpers'
import { createPorticoClient } from './createPorticoClient'
import { disconnectWallet } from './disconnectWallet'
import { devnetNetwork as devnet, solanaDevnetNetwork as solanaLocal } from './networks.testing'

// SPEC §3 "connections per namespace" through the client: two EVM wallets held at once by an
// adapter that can (wagmi's multiple connections; the memory adapter's `multiple`). The real
// wallets and chain are crossed in e2e/specs/multi-wallet.spec.ts.
const first = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const extension = { id: 'dev.portico.testwallet', name: 'Portico Test Wallet' }
const embedded = { id: 'embeddedWallet', name: 'Email', type: 'AUTH' as const }

const setup = () => {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnet],
    multiple: true,
    wallets: [
      { ...extension, address: first, others: [second] },
      { ...embedded, address: other },
    ],
    balances: { [first]: 1n, [second]: 2n, [other]: 3n },
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    wallets: [{ ...extension, id: 'Portico Test Wallet', address: solanaAddress }],
  })
  const client = createPorticoClient({
    projectId: 'portico-local',
    networks: [devnet, solanaLocal],
    adapters: [evm, solana],
    clock: createFakeClock(),
    storage: createMemoryStorage(),
  })
  const stop = client.start()
  return { client, evm, solana, stop }
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(check()).toBe(true)
}
/** Adds a wallet the way the switcher's `Add another wallet` does: Connect filtered to the namespace. */
const addWallet = async (client: ReturnType<typeof setup>['client'], id: string) => {
  client.namespace.setState({ connectTo: { namespace: 'eip155', chainId: 31337 } })
  await client.connect(id)
}

describe('several wallets in one namespace', () => {
  it('a second wallet joins the first: both held, the new one in use, the other namespaces untouched', async () => {
    const { client, evm, solana, stop } = setup()
    await client.connect(extension.id) // both namespaces
    await addWallet(client, embedded.id)
    expect(client.account.getState()).toMatchObject({ address: other, connectorId: embedded.id })
    expect(client.account.getState().connections).toEqual([
      { connectorId: extension.id, addresses: [first, second], chainId: 31337 },
      { connectorId: embedded.id, addresses: [other], chainId: 31337 },
    ])
    expect(evm.calls.filter((c) => c.startsWith('connect'))).toHaveLength(2)
    expect(solana.calls.filter((c) => c.startsWith('connect'))).toHaveLength(1)
    expect(client.connection.getState().connections.eip155?.address).toBe(other)
    stop()
  })

  it("switching to another wallet's account: no prompt, that wallet and address in use, the balance follows", async () => {
    const { client, evm, stop } = setup()
    await client.connect(extension.id)
    await addWallet(client, embedded.id)
    await switchAccount(client, {
      caipAddress: `eip155:31337:${second}`,
      connectorId: extension.id,
    })
    expect(client.account.getState()).toMatchObject({
      address: second,
      connectorId: extension.id,
    })
    const asked = evm.calls.filter((c) => !c.startsWith('getBalance'))
    expect(asked.slice(-2)).toEqual([`switchConnection:${extension.id}`, `switchAccount:${second}`])
    await until(() => client.balance.getState().value === 2n)
    expect(evm.calls.filter((c) => c.startsWith('connect'))).toHaveLength(2)
    // Without naming the wallet: the wallet giving the address is found.
    await switchAccount(client, { caipAddress: `eip155:31337:${other}` })
    expect(client.account.getState()).toMatchObject({ address: other, connectorId: embedded.id })
    stop()
  })

  it('naming a wallet not connected connects it beside the others', async () => {
    const { client, evm, stop } = setup()
    await client.connect(extension.id)
    await switchAccount(client, { caipAddress: `eip155:31337:${other}`, connectorId: embedded.id })
    expect(evm.calls).toContain(`connect:${embedded.id}`)
    expect(client.account.getState().connections?.map((c) => c.connectorId)).toEqual([
      extension.id,
      embedded.id,
    ])
    expect(client.account.getState().address).toBe(other)
    stop()
  })

  it('disconnecting one wallet hands over to the other; the last wallet is the whole disconnect', async () => {
    const { client, evm, stop } = setup()
    await client.connect(extension.id)
    await addWallet(client, embedded.id)
    await disconnectWallet(client, { namespace: 'eip155', connectorId: embedded.id })
    expect(evm.calls).toContain(`disconnect:${embedded.id}`)
    expect(client.account.getState()).toMatchObject({
      status: 'connected',
      connectorId: extension.id,
      connections: [{ connectorId: extension.id, addresses: [first, second], chainId: 31337 }],
    })
    // Solana's wallet is still there: only the EVM wallet goes.
    await disconnectWallet(client, { namespace: 'eip155', connectorId: extension.id })
    expect(client.accounts.getState().eip155?.status).toBe('disconnected')
    expect(client.namespace.getState().active).toBe('solana')
    expect(client.connection.getState().status).toBe('connected')
    // The app's last wallet: the client's disconnect (Connect, everything cleared).
    await disconnectWallet(client, { namespace: 'solana', connectorId: 'Portico Test Wallet' })
    expect(client.connection.getState().status).toBe('disconnected')
    expect(client.router.getState().view).toBe('Connect')
    stop()
  })

  it("the client's disconnect lets go of every wallet", async () => {
    const { client, evm, stop } = setup()
    await client.connect(extension.id)
    await addWallet(client, embedded.id)
    await client.disconnect()
    expect(evm.calls).toContain('disconnect')
    expect(client.accounts.getState().eip155?.status).toBe('disconnected')
    expect(evm.getAccount().connections).toBeUndefined()
    stop()
  })
})
