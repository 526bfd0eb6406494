import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base'
import { DisconnectError } from '../errors/connection'
import { deepLinkStorageKey } from '../stores/walletConnect/createDeepLinkStorage'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { evmAddress, setupClient, wallet } from './setupClient.test-helpers'

/** The app origin's storage, in memory, recording what is removed. */
const recordingStorage = () => {
  const items = new Map<string, string>()
  const removed: string[] = []
  return {
    items,
    removed,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => {
      removed.push(key)
      items.delete(key)
    },
  }
}

describe('disconnect', () => {
  it('disconnects every namespace and resets the modal to Connect', async () => {
    const { client, evm, solana, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    await disconnect(client)
    expect(client.connection.getState().status).toBe('disconnected')
    expect(client.accounts.getState().eip155?.status).toBe('disconnected')
    expect(client.accounts.getState().solana?.status).toBe('disconnected')
    expect(evm.calls).toContain('disconnect')
    expect(solana.calls).toContain('disconnect')
    expect(client.router.getState().view).toBe('Connect')
    stop()
  })

  it('resets the WalletConnect state: URI, expiry, deep-link record (stored too), recent wallet (SPEC §4)', async () => {
    const storage = recordingStorage()
    const { client, stop } = setupClient({ storage })
    await connect(client, { connectorId: wallet })
    // A connection made over WalletConnect from a phone's wallet list leaves these behind.
    client.connection.setPairing({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00', expiry: 1 })
    client.connection.setConnected({
      namespace: 'eip155',
      address: evmAddress,
      wallet: { id: 'rainbow', name: 'Rainbow' },
      linking: { name: 'Rainbow', href: 'rainbow://' },
    })
    expect(client.connection.getState().wcLinking).toEqual({ name: 'Rainbow', href: 'rainbow://' })
    await disconnect(client)
    const state = client.connection.getState()
    expect(state).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
    })
    expect(storage.removed).toContain(deepLinkStorageKey)
    expect(storage.items.has(deepLinkStorageKey)).toBe(false)
    // The list of recent wallets Connect shows first is not a session: it stays.
    expect(client.recentWallets.getState().recentWallets.map((w) => w.id)).toEqual([wallet])
    stop()
  })

  it('keeps the connection when a wallet does not let go (no reset)', async () => {
    const storage = recordingStorage()
    const { client, solana, stop } = setupClient({ storage })
    await connect(client, { connectorId: wallet })
    solana.disconnect = async () => {
      throw new BaseError('socket closed')
    }
    await disconnect(client).catch(() => undefined)
    expect(client.connection.getState().status).toBe('connected')
    expect(storage.removed).not.toContain(deepLinkStorageKey)
    stop()
  })

  it('rejects with `Failed to disconnect` when a wallet does not let go, with no toast', async () => {
    const { client, solana, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    solana.disconnect = async () => {
      throw new BaseError('socket closed')
    }
    const error = await disconnect(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DisconnectError)
    expect((error as DisconnectError).shortMessage).toBe('Failed to disconnect')
    expect(client.toast.getState().open).toBe(false)
    stop()
  })

  it('with a connectorId, the last wallet of the app is the whole disconnect', async () => {
    const one = setupClient()
    await connect(one.client, { connectorId: wallet })
    await disconnect(one.client, { namespace: 'solana', connectorId: 'Portico Test Wallet' })
    // Two namespaces held a wallet each: only Solana's went.
    expect(one.client.accounts.getState().solana?.status).toBe('disconnected')
    expect(one.client.accounts.getState().eip155?.status).toBe('connected')
    await disconnect(one.client, { connectorId: wallet })
    expect(one.client.connection.getState().status).toBe('disconnected')
    one.stop()
  })
})
