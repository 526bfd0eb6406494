import { once } from 'node:events'
import { createFakeClock, SOCKET_DEFAULTS } from '@portico/core/internal'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { InvalidKeyError } from '../errors/crypto'
import {
  InvalidRelayInputError,
  RelayRequestError,
  ReplyTimeoutError,
  SocketNotReadyError,
} from '../errors/relay'
import { getClientId } from '../jwt/getClientId'
import { verifyRelayJwt } from '../jwt/verifyRelayJwt'
import {
  type CreateRelayClientParameters,
  createRelayClient,
  type RelayClient,
} from './createRelayClient'
import { type RelayStandIn, startRelayStandIn } from './relayStandIn.testing'
import type { RelayMessage } from './types'

let relay: RelayStandIn
const clients: RelayClient[] = []
const seed = crypto.getRandomValues(new Uint8Array(32))

function client(overrides: Partial<CreateRelayClientParameters> = {}): RelayClient {
  const created = createRelayClient({
    relayUrl: relay.url,
    projectId: 'portico-test',
    seed,
    WebSocketImpl: WebSocket,
    reconnect: { interval: 20, maxAttempts: 5 },
    ...overrides,
  })
  clients.push(created)
  return created
}

function collect(target: RelayClient): RelayMessage[] {
  const messages: RelayMessage[] = []
  target.on('message', (message) => messages.push(message))
  return messages
}

beforeEach(async () => {
  relay = await startRelayStandIn()
})

afterEach(async () => {
  for (const created of clients.splice(0)) await created.close()
  await relay.stop()
})

describe('createRelayClient', () => {
  it('connects with a relay auth token for this relay, the project id and the user agent', async () => {
    const relayClient = client({ ua: 'wc-2/portico-test' })
    await relayClient.connect()
    const [connection] = relay.connections
    const auth = connection?.url.searchParams.get('auth') ?? ''
    expect(verifyRelayJwt(auth, { aud: relay.url }).clientId).toBe(getClientId(seed))
    expect(relayClient.clientId).toBe(getClientId(seed))
    expect(connection?.url.searchParams.get('projectId')).toBe('portico-test')
    expect(connection?.url.searchParams.get('ua')).toBe('wc-2/portico-test')
  })

  it('publishes with topic, message, ttl and tag, opening the socket on first use', async () => {
    const relayClient = client()
    await relayClient.publish('topic-a', 'AAEC', { ttl: 300, tag: 1108 })
    const frame = await relay.waitFor((f) => f.method === 'irn_publish')
    expect(frame).toMatchObject({
      jsonrpc: '2.0',
      params: { topic: 'topic-a', message: 'AAEC', ttl: 300, tag: 1108 },
    })
    expect(frame.params).not.toHaveProperty('prompt')
    await relayClient.publish('topic-a', 'AAED', { ttl: 300, tag: 1100, prompt: true })
    const second = await relay.waitFor(
      (f) => f.method === 'irn_publish' && f.params?.message === 'AAED',
    )
    expect(second.params?.prompt).toBe(true)
  })

  it('subscribes, acks every delivery with true and emits each message once', async () => {
    const relayClient = client()
    const messages = collect(relayClient)
    expect(await relayClient.subscribe('topic-a')).toBe('sub-topic-a')
    expect(await relayClient.batchSubscribe(['topic-b', 'topic-c'])).toEqual([
      'sub-topic-b',
      'sub-topic-c',
    ])
    expect([...relayClient.subscriptions.keys()]).toEqual(['topic-a', 'topic-b', 'topic-c'])
    const [connection] = relay.connections
    if (!connection) throw new Error('no connection')
    const data = {
      topic: 'topic-a',
      message: 'c2VhbGVk',
      publishedAt: 1700000000000,
      tag: 1108,
      attestation: '',
    }
    const firstAck = await relay.deliver(connection, data)
    const secondAck = await relay.deliver(connection, data)
    expect(firstAck).toMatchObject({ jsonrpc: '2.0', result: true })
    expect(secondAck).toMatchObject({ jsonrpc: '2.0', result: true })
    await relay.deliver(connection, { ...data, topic: 'topic-b' })
    await relay.deliver(connection, { ...data, message: 'b3RoZXI=' })
    expect(messages).toEqual([
      {
        topic: 'topic-a',
        message: 'c2VhbGVk',
        publishedAt: 1700000000000,
        tag: 1108,
        attestation: '',
      },
      {
        topic: 'topic-b',
        message: 'c2VhbGVk',
        publishedAt: 1700000000000,
        tag: 1108,
        attestation: '',
      },
      {
        topic: 'topic-a',
        message: 'b3RoZXI=',
        publishedAt: 1700000000000,
        tag: 1108,
        attestation: '',
      },
    ])
  })

  it('unsubscribes with the subscription id', async () => {
    const relayClient = client()
    await relayClient.subscribe('topic-a')
    await relayClient.unsubscribe('topic-a')
    const frame = await relay.waitFor((f) => f.method === 'irn_unsubscribe')
    expect(frame.params).toEqual({ topic: 'topic-a', id: 'sub-topic-a' })
    expect(relayClient.subscriptions.size).toBe(0)
  })

  it('fetches every page of held messages, emits the new ones, and filters them from live delivery', async () => {
    const pages = [
      {
        messages: [{ topic: 't', message: 'bTE=', publishedAt: 1, tag: 1100, attestation: '' }],
        hasMore: true,
      },
      {
        messages: [{ topic: 't', message: 'bTI=', publishedAt: 2, tag: 1100, attestation: '' }],
        hasMore: false,
      },
    ]
    relay.answers.set('irn_fetchMessages', () => pages.shift() ?? { messages: [], hasMore: false })
    const relayClient = client()
    const emitted = collect(relayClient)
    await relayClient.subscribe('t')
    const fetched = await relayClient.fetchMessages('t')
    expect(fetched.map((m) => m.message)).toEqual(['bTE=', 'bTI='])
    expect(emitted.map((m) => m.message)).toEqual(['bTE=', 'bTI='])
    const [connection] = relay.connections
    if (!connection) throw new Error('no connection')
    await relay.deliver(connection, { topic: 't', message: 'bTE=', publishedAt: 1, tag: 1100 })
    expect(emitted).toHaveLength(2)
  })

  it('turns a JSON-RPC error into RelayRequestError and a silent relay into a reply timeout', async () => {
    relay.answers.set('irn_publish', () => ({ error: { code: -32600, message: 'Invalid ttl' } }))
    relay.answers.set('irn_subscribe', () => undefined)
    const relayClient = client({ replyTimeout: 100 })
    const failure = relayClient.publish('t', 'm', { ttl: 300, tag: 1 })
    await expect(failure).rejects.toBeInstanceOf(RelayRequestError)
    await expect(failure).rejects.toMatchObject({
      code: -32600,
      shortMessage: 'Relay request failed',
    })
    const silent = relayClient.subscribe('t')
    await expect(silent).rejects.toBeInstanceOf(ReplyTimeoutError)
    await expect(silent).rejects.toThrow('reply timeout')
  })

  it('reconnects with a fresh token, re-subscribes every topic in one batch and sends waiting requests', async () => {
    const relayClient = client()
    const events: string[] = []
    relayClient.on('disconnect', ({ willReconnect }) => events.push(`disconnect:${willReconnect}`))
    relayClient.on('connect', ({ reconnected }) => events.push(`connect:${reconnected}`))
    await relayClient.subscribe('topic-a')
    await relayClient.subscribe('topic-b')
    relay.answers.set('irn_publish', (_frame, connection) =>
      connection === relay.connections[0] ? undefined : true,
    )
    const publishing = relayClient.publish('topic-a', 'bGF0ZQ==', { ttl: 300, tag: 1108 })
    await relay.waitFor((f, c) => f.method === 'irn_publish' && c === relay.connections[0])
    relay.dropAll()
    await publishing
    await relay.waitForConnections(2)
    const second = relay.connections[1]
    const batch = await relay.waitFor((f, c) => c === second && f.method === 'irn_batchSubscribe')
    expect(batch.params).toEqual({ topics: ['topic-a', 'topic-b'] })
    expect(
      second?.frames.filter((f) => f.method === 'irn_publish').map((f) => f.params?.message),
    ).toEqual(['bGF0ZQ=='])
    const firstAuth = relay.connections[0]?.url.searchParams.get('auth')
    expect(second?.url.searchParams.get('auth')).not.toBe(firstAuth)
    expect(events).toEqual(['connect:false', 'disconnect:true', 'connect:true'])
  })

  it('gives up after the last reconnect: waiting requests fail with "socket not ready"', async () => {
    const relayClient = client({ reconnect: { interval: 5, maxAttempts: 2 } })
    const errors: Error[] = []
    relayClient.on('error', (error) => errors.push(error))
    await relayClient.connect()
    await relay.stop()
    const publishing = relayClient.publish('t', 'm', { ttl: 300, tag: 1 })
    await expect(publishing).rejects.toBeInstanceOf(SocketNotReadyError)
    await expect(publishing).rejects.toThrow('socket not ready')
    expect(errors.map((error) => (error as SocketNotReadyError).shortMessage)).toEqual([
      'socket not ready',
    ])
    relay = await startRelayStandIn() // for afterEach
  })

  it('with reconnect off, a drop fails waiting requests at once', async () => {
    relay.answers.set('irn_publish', () => undefined)
    const relayClient = client({ reconnect: false })
    const drops: boolean[] = []
    relayClient.on('disconnect', ({ willReconnect }) => drops.push(willReconnect))
    await relayClient.connect()
    const publishing = relayClient.publish('t', 'm', { ttl: 300, tag: 1 })
    await relay.waitFor((f) => f.method === 'irn_publish')
    relay.dropAll()
    await expect(publishing).rejects.toThrow('socket not ready')
    expect(drops).toEqual([false])
  })

  it('answers unknown relay requests with method-not-found and reports unreadable frames', async () => {
    const relayClient = client()
    const errors: Error[] = []
    relayClient.on('error', (error) => errors.push(error))
    await relayClient.connect()
    const [connection] = relay.connections
    if (!connection) throw new Error('no connection')
    connection.socket.send('{not json')
    connection.socket.send(
      JSON.stringify({ id: 77, jsonrpc: '2.0', method: 'irn_unknown', params: {} }),
    )
    const reply = await relay.waitFor((f) => f.id === 77)
    expect(reply).toEqual({
      id: 77,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: irn_unknown' },
    })
    expect(errors.map((error) => (error as InvalidRelayInputError).shortMessage)).toEqual([
      'Invalid relay input: unreadable frame from the relay (not JSON)',
    ])
  })

  it("by default reconnects SPEC §9's way: first after 1000 ms, then doubling", async () => {
    const clock = createFakeClock({ start: Date.now() })
    const relayClient = client({ clock, reconnect: undefined })
    const drops: boolean[] = []
    relayClient.on('disconnect', ({ willReconnect }) => drops.push(willReconnect))
    await relayClient.connect()
    const dropped = new Promise((resolve) => relayClient.on('disconnect', resolve))
    relay.dropAll()
    await dropped
    expect(drops).toEqual([true])
    clock.advance(SOCKET_DEFAULTS.reconnectIntervalMs - 1)
    expect(relay.connections).toHaveLength(1)
    const reconnected = new Promise((resolve) => relayClient.on('connect', resolve))
    clock.advance(1)
    await reconnected
    expect(relay.connections).toHaveLength(2)
  })

  it('close() fails waiting requests and does not reconnect', async () => {
    relay.answers.set('irn_subscribe', () => undefined)
    const clock = createFakeClock({ start: Date.now() })
    const sockets: WebSocket[] = []
    class CountedWebSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args)
        sockets.push(this)
      }
    }
    const relayClient = client({ clock, WebSocketImpl: CountedWebSocket })
    await relayClient.connect()
    const waiting = relayClient.subscribe('t')
    await relay.waitFor((f) => f.method === 'irn_subscribe')
    const socketClosed = once(sockets[0] as WebSocket, 'close')
    await relayClient.close()
    await expect(waiting).rejects.toThrow('socket not ready')
    await expect(relayClient.publish('t', 'm', { ttl: 300, tag: 1 })).rejects.toBeInstanceOf(
      SocketNotReadyError,
    )
    // the client has seen its socket close (a reconnect would be scheduled by now); far past
    // every reconnect delay, no socket was opened again
    await socketClosed
    clock.advance(60_000)
    expect(sockets).toHaveLength(1)
    expect(relay.connections).toHaveLength(1)
  })

  it('refuses bad options and parameters with clear errors', async () => {
    expect(() => client({ relayUrl: 'https://relay.test' })).toThrow(
      'Invalid relay input: relayUrl must be a ws:// or wss:// URL',
    )
    expect(() => client({ projectId: '' })).toThrow('Invalid relay input: projectId is required')
    expect(() => client({ seed: new Uint8Array(3) })).toThrow(InvalidKeyError)
    const globals = globalThis as { WebSocket?: unknown }
    const saved = globals.WebSocket
    globals.WebSocket = undefined
    try {
      expect(() => client({ WebSocketImpl: undefined })).toThrow(
        'Invalid relay input: no WebSocket here: pass WebSocketImpl (e.g. from "ws")',
      )
    } finally {
      globals.WebSocket = saved
    }
    const relayClient = client()
    await expect(relayClient.publish('', 'm', { ttl: 300, tag: 1 })).rejects.toThrow(
      'Invalid relay input: a topic is a non-empty string',
    )
    await expect(relayClient.publish('t', 'm', { ttl: 0, tag: 1 })).rejects.toBeInstanceOf(
      InvalidRelayInputError,
    )
    await expect(relayClient.batchSubscribe([])).rejects.toThrow(
      'Invalid relay input: batchSubscribe needs at least one topic',
    )
    expect(relay.connections).toHaveLength(0)
  })
})
