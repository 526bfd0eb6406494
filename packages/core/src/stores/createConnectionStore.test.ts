import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../adapter'
import { DisconnectChainError, DisconnectError } from '../errors/connection'
import type { TrackedEvent } from '../errors/events'
import { InvalidParameterError } from '../errors/parameter'
import { createConnectionStore } from './createConnectionStore'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

const setup = () => {
  const calls: string[] = []
  const events: TrackedEvent[] = []
  const connection = createConnectionStore({
    resetTransactions: () => calls.push('resetTransactions'),
    deleteDeepLink: () => calls.push('deleteDeepLink'),
    storeDeepLink: (linking) => calls.push(`storeDeepLink:${linking.href}`),
    clearNamespace: (ns) => calls.push(`clear:${ns}`),
    track: (event) => events.push(event),
  })
  return { calls, events, connection }
}

const adapter = (calls: string[], ns: ChainNamespace, failure?: Error) => ({
  disconnect: async () => {
    calls.push(`disconnect:${ns}`)
    if (failure) throw failure
  },
})

describe('createConnectionStore', () => {
  it('setDisconnected leaves one namespace; the status stays connected while another is', () => {
    const { connection } = setup()
    connection.setConnected({
      namespace: 'eip155',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    connection.setConnected({
      namespace: 'solana',
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    })
    connection.setDisconnected('eip155')
    expect(connection.getState().status).toBe('connected')
    expect(connection.getState().connections.eip155).toEqual({ status: 'disconnected' })
    connection.setDisconnected('solana')
    expect(connection.getState().status).toBe('disconnected')
  })

  it('starts disconnected with nothing stored', () => {
    expect(setup().connection.getState()).toEqual({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      buffering: false,
      connections: {},
    })
  })

  it('goes connecting then connected, storing the deep link and recent wallet', () => {
    const { connection, calls, events } = setup()
    connection.setState({ wcError: true })
    connection.setConnecting()
    expect(connection.getState()).toMatchObject({ status: 'connecting', wcError: false })
    connection.setConnected({
      namespace: 'eip155',
      address,
      caipAddress: `eip155:31337:${address}`,
      connectorId: 'walletConnect',
      wallet: { id: 'w1', name: 'Mobile Wallet' },
      linking: { name: 'Mobile Wallet', href: 'mobilewallet://' },
      method: 'mobile',
    })
    expect(connection.getState()).toMatchObject({
      status: 'connected',
      recentWallet: { id: 'w1', name: 'Mobile Wallet' },
      wcLinking: { name: 'Mobile Wallet', href: 'mobilewallet://' },
      connections: { eip155: { status: 'connected', address, connectorId: 'walletConnect' } },
    })
    expect(calls).toEqual(['storeDeepLink:mobilewallet://'])
    expect(events).toEqual([
      { event: 'CONNECT_SUCCESS', properties: { method: 'mobile', namespace: 'eip155' } },
    ])
  })

  it('reset clears URI, expiry, linking and recent wallet, and calls its hooks', () => {
    const { connection, calls } = setup()
    connection.setPairing({ uri: 'wc:abc@2?relay-protocol=irn&symKey=00', expiry: 240_000 })
    connection.setConnected({
      namespace: 'eip155',
      address,
      wallet: { id: 'w1', name: 'W' },
      linking: { name: 'W', href: 'w://' },
    })
    calls.length = 0
    connection.reset()
    expect(connection.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
    })
    expect(calls).toEqual(['resetTransactions', 'deleteDeepLink'])
  })

  it('rejects a bad pairing or a connection without address, storing nothing', () => {
    const { connection } = setup()
    expect(() => connection.setPairing({ uri: 'https://x', expiry: 1 })).toThrow(
      'A pairing URI starts with wc:, got https://x',
    )
    expect(() => connection.setPairing({ uri: 'wc:a@2', expiry: Number.NaN })).toThrow(
      InvalidParameterError,
    )
    expect(() => connection.setConnected({ namespace: 'solana', address: '' })).toThrow(
      'A connected solana account needs an address',
    )
    expect(connection.getState()).toBe(connection.getInitialState())
  })

  it('disconnects every connected namespace; each goes connected then disconnected', async () => {
    const { connection, calls } = setup()
    connection.setConnected({ namespace: 'eip155', address })
    connection.setConnected({ namespace: 'solana', address: solanaAddress })
    const statuses: string[] = []
    connection.subscribe((s) =>
      statuses.push(`${s.connections.eip155?.status}/${s.connections.solana?.status}/${s.status}`),
    )
    await connection.disconnect({
      adapters: { eip155: adapter(calls, 'eip155'), solana: adapter(calls, 'solana') },
    })
    expect(calls).toEqual([
      'disconnect:eip155',
      'disconnect:solana',
      'clear:eip155',
      'clear:solana',
    ])
    expect(statuses).toEqual([
      'disconnected/connected/connected',
      'disconnected/disconnected/disconnected',
    ])
  })

  it('disconnects one namespace only when asked', async () => {
    const { connection, calls } = setup()
    connection.setConnected({ namespace: 'eip155', address })
    connection.setConnected({ namespace: 'solana', address: solanaAddress })
    await connection.disconnect({
      adapters: { eip155: adapter(calls, 'eip155'), solana: adapter(calls, 'solana') },
      namespace: 'solana',
    })
    expect(connection.getState().status).toBe('connected')
    expect(connection.getState().connections.solana).toEqual({ status: 'disconnected' })
    expect(calls).toEqual(['disconnect:solana', 'clear:solana'])
  })

  it('a chain failure tracks DISCONNECT_ERROR and throws Failed to disconnect', async () => {
    const { connection, calls, events } = setup()
    connection.setConnected({ namespace: 'eip155', address })
    connection.setConnected({ namespace: 'solana', address: solanaAddress })
    const error = await connection
      .disconnect({
        adapters: {
          eip155: adapter(calls, 'eip155'),
          solana: adapter(calls, 'solana', new Error('wallet unreachable')),
        },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DisconnectError)
    expect((error as DisconnectError).shortMessage).toBe('Failed to disconnect')
    expect((error as DisconnectError).cause).toBeInstanceOf(DisconnectChainError)
    expect((error as DisconnectError).details).toBe(
      'Failed to disconnect chain solana: wallet unreachable',
    )
    expect(events).toEqual([
      {
        event: 'DISCONNECT_ERROR',
        properties: { message: 'Failed to disconnect chain solana: wallet unreachable' },
      },
    ])
    // The namespace that did disconnect is cleared; the failed one stays connected.
    expect(connection.getState().connections).toMatchObject({
      eip155: { status: 'disconnected' },
      solana: { status: 'connected' },
    })
    expect(connection.getState().status).toBe('connected')
  })

  it('a missing adapter is a chain failure too', async () => {
    const { connection, events } = setup()
    connection.setConnected({ namespace: 'eip155', address })
    await expect(connection.disconnect({ adapters: {} })).rejects.toThrow('Failed to disconnect')
    expect(events[0]?.properties).toEqual({
      message: 'Failed to disconnect chain eip155: Chain adapter not found',
    })
  })

  it('disconnecting with nothing connected does nothing', async () => {
    const { connection, calls, events } = setup()
    await connection.disconnect({ adapters: { eip155: adapter(calls, 'eip155') } })
    expect(calls).toEqual([])
    expect(events).toEqual([])
  })
})
