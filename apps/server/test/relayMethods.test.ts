import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  connectRaw,
  newTopic,
  publishMarker,
  type RelayServer,
  startRelayServer,
} from './relaySockets'

let server: RelayServer

beforeAll(async () => {
  server = await startRelayServer()
})
afterAll(async () => {
  await server?.close()
})

describe('relay: batch forms and fetchMessages', () => {
  it('irn_batchSubscribe, irn_batchPublish, irn_batchUnsubscribe', async () => {
    const dapp = await connectRaw(server.url)
    const wallet = await connectRaw(server.url)
    const topics = [newTopic(), newTopic()]
    const { result: ids } = await wallet.request('irn_batchSubscribe', { topics })
    expect(ids).toHaveLength(2)
    await dapp.request('irn_batchPublish', {
      messages: topics.map((topic, index) => ({
        topic,
        message: `bTA${index}`,
        ttl: 300,
        tag: 1108,
      })),
    })
    const got = [await wallet.nextMessage(), await wallet.nextMessage()]
    expect(got.map((frame) => frame.params?.data.topic).sort()).toEqual([...topics].sort())

    const unsubscribed = await wallet.request('irn_batchUnsubscribe', {
      subscriptions: topics.map((topic, index) => ({ topic, id: (ids as string[])[index] })),
    })
    expect(unsubscribed.result).toBe(true)
    const other = newTopic()
    await wallet.request('irn_subscribe', { topic: other })
    await dapp.request('irn_publish', {
      topic: topics[0],
      message: 'YWZ0ZXI=',
      ttl: 300,
      tag: 1108,
    })
    expect((await wallet.messagesBefore(await publishMarker(dapp, other))).sort()).toEqual([
      'bTA0',
      'bTA1',
    ])
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('irn_fetchMessages pages through stored messages and marks them delivered', async () => {
    const dapp = await connectRaw(server.url)
    const topic = newTopic()
    await dapp.request('irn_batchPublish', {
      messages: Array.from({ length: 120 }, (_, index) => ({
        topic,
        message: `msg-${String(index).padStart(3, '0')}`,
        ttl: 300,
        tag: 1108,
      })),
    })
    const wallet = await connectRaw(server.url)
    const first = await wallet.request('irn_fetchMessages', { topic })
    const page1 = first.result as { messages: Record<string, unknown>[]; hasMore: boolean }
    expect(page1.hasMore).toBe(true)
    expect(page1.messages).toHaveLength(100)
    expect(page1.messages[0]).toEqual({
      topic,
      message: expect.stringMatching(/^msg-/),
      publishedAt: expect.any(Number),
      tag: 1108,
      attestation: '',
    })
    const second = await wallet.request('irn_fetchMessages', { topic })
    const page2 = second.result as { messages: { message: string }[]; hasMore: boolean }
    expect(page2).toMatchObject({ hasMore: false })
    expect(page2.messages).toHaveLength(20)
    const all = [...page1.messages, ...page2.messages].map((m) => m.message)
    expect(new Set(all).size).toBe(120)
    // the publisher fetches nothing of its own
    expect((await dapp.request('irn_fetchMessages', { topic })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('irn_batchFetchMessages reads several topics at once', async () => {
    const dapp = await connectRaw(server.url)
    const topics = [newTopic(), newTopic()]
    for (const topic of topics)
      await dapp.request('irn_publish', { topic, message: `for-${topic}`, ttl: 300, tag: 1 })
    const wallet = await connectRaw(server.url)
    const { result } = await wallet.request('irn_batchFetchMessages', { topics })
    const { messages, hasMore } = result as { messages: { topic: string }[]; hasMore: boolean }
    expect(hasMore).toBe(false)
    expect(messages.map((m) => m.topic).sort()).toEqual([...topics].sort())
    await Promise.all([dapp.close(), wallet.close()])
  })
})

describe('relay: wc_proposeSession and wc_approveSession', () => {
  it('subscribes the sender and publishes the payloads with tags 1100, 1101 and 1102', async () => {
    const dapp = await connectRaw(server.url)
    const wallet = await connectRaw(server.url)
    const pairingTopic = newTopic()
    const sessionTopic = newTopic()
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      attestation: 'ignored',
    })
    expect(proposed.result).toBe(true)
    // the wallet scans the QR later: the proposal waits for it
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.nextMessage()).params?.data).toMatchObject({
      topic: pairingTopic,
      message: 'cHJvcG9zYWw=',
      tag: 1100,
    })
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    // the dapp was subscribed to the pairing topic by wc_proposeSession
    expect((await dapp.nextMessage()).params?.data).toMatchObject({
      topic: pairingTopic,
      message: 'cmVzcG9uc2U=',
      tag: 1101,
    })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextMessage()).params?.data).toMatchObject({
      topic: sessionTopic,
      message: 'c2V0dGxl',
      tag: 1102,
    })
    // the wallet is subscribed to the session topic: the dapp's first request reaches it
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'cmVx', ttl: 300, tag: 1108 })
    expect((await wallet.nextMessage()).params?.data).toMatchObject({ message: 'cmVx', tag: 1108 })
    await Promise.all([dapp.close(), wallet.close()])
  })
})

describe('relay: bad requests', () => {
  it.each([
    [
      'irn_subscribe',
      {},
      -32602,
      'Invalid params: topic Invalid input: expected string, received undefined',
    ],
    [
      'irn_publish',
      { topic: 'ab'.repeat(32), message: 'bQ==', ttl: 0, tag: 1 },
      -32602,
      'Invalid params: ttl Too small: expected number to be >0',
    ],
    [
      'irn_publish',
      { topic: 'ab'.repeat(32), message: 'bQ==', ttl: 9_999_999_999, tag: 1 },
      -32602,
      'Invalid params: ttl must be at most 2592000 seconds',
    ],
    [
      'irn_batchSubscribe',
      { topics: [] },
      -32602,
      'Invalid params: topics Too small: expected array to have >=1 items',
    ],
    ['irn_nope', {}, -32601, 'Method not found: irn_nope'],
  ])('%s %j → %i', async (method, params, code, message) => {
    const client = await connectRaw(server.url)
    const answer = await client.request(method, params)
    expect(answer.error).toEqual({ code, message })
    await client.close()
  })

  it('answers unreadable frames with -32700 and -32600', async () => {
    const client = await connectRaw(server.url)
    client.socket.send('{not json')
    client.socket.send('[1,2]')
    await client.roundTrip()
    expect(client.frames).toEqual([
      { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } },
      { id: null, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' } },
      { id: 1, jsonrpc: '2.0', result: true },
    ])
    await client.close()
  })
})
