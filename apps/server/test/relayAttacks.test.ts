import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createRelayJwt, generateRandomBytes32 } from '@portico/walletconnect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { connectRaw, type Frame, newTopic } from './relaySockets'
import { type RelayPlugin, startRelayPlugin } from './startRelayPlugin'

// The security review's relay attacks (H1, M1, L8; appendix relay-oom.ts, relay-fetch-flood.ts,
// relay-poison.ts) against the real relay over WebSocket, on a fake clock, with small limits.
const maxBufferedBytes = 1024 * 1024
const big = () => randomBytes(96 * 1024).toString('base64') // 128 KiB of base64
let relay: RelayPlugin

beforeAll(async () => {
  relay = await startRelayPlugin({
    maxBufferedBytes,
    requestBurst: 1000,
    maxConnectionsPerIp: 20,
    maxStoredTtlSeconds: 600,
  })
})
afterAll(async () => {
  await relay?.close()
})

/** Stops reading the socket (the kernel buffers fill, then the relay's queue would grow). */
function stopReading(client: { socket: WebSocket }) {
  ;(client.socket as unknown as { _socket: { pause(): void } })._socket.pause()
}

describe('H1: slow consumers and stored traffic', () => {
  const topic = newTopic()
  const count = 192 // 24 MiB: more than loopback's kernel buffers hold

  it('closes a subscriber that stopped reading once 1 MiB waits for it; a reading one gets all', async () => {
    const reader = await connectRaw(relay.url)
    const stalled = await connectRaw(relay.url, { ack: false })
    await reader.request('irn_subscribe', { topic })
    await stalled.request('irn_subscribe', { topic })
    const stalledSide = relay.serverSockets.at(-1)
    stopReading(stalled)
    const publisher = await connectRaw(relay.url)
    for (let index = 0; index < count; index += 1) {
      const answer = await publisher.request('irn_publish', { topic, message: big(), ttl: 300 })
      expect(answer.result).toBe(true)
      if (index % 32 === 31) relay.clock.advance(1000) // publish bucket: 50/s
    }
    expect(stalledSide?.destroyed).toBe(true)
    expect(stalledSide?.writableLength ?? 0).toBeLessThanOrEqual(maxBufferedBytes)
    await vi.waitFor(() => expect(reader.deliveries()).toHaveLength(count), { timeout: 20_000 })
    await Promise.all([reader.close(), publisher.close()])
    stalled.socket.terminate()
  })

  it('streams stored messages only as fast as the subscriber reads, and pings drop it', async () => {
    // the PoC: subscribe to 24 MiB of stored messages, never read, keep writing frames
    const stalled = await connectRaw(relay.url, { ack: false })
    const side = relay.serverSockets.at(-1)
    stopReading(stalled)
    stalled.socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
    )
    // the relay fills the socket past its low-water mark (a quarter of the limit), then waits
    await vi.waitFor(() => expect(side?.writableLength).toBeGreaterThan(maxBufferedBytes / 4))
    // waiting for the socket to drain: at most the queue limit is held, nothing is closed yet
    expect(side?.destroyed).toBe(false)
    expect(side?.writableLength).toBeLessThanOrEqual(maxBufferedBytes)
    // frames written by the client do not keep it alive: only pongs do
    for (const _ of [1, 2]) {
      // the relay's own 'data' listener (registered first) has handled the frame when this fires
      const read = once(side as NonNullable<typeof side>, 'data')
      stalled.socket.send(JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'keepalive' }))
      await read
      relay.clock.advance(20_000)
    }
    await vi.waitFor(() => expect(side?.destroyed).toBe(true))
    stalled.socket.terminate()
  })

  it('a reading subscriber gets every stored message, page by page', async () => {
    const late = await connectRaw(relay.url)
    await late.request('irn_subscribe', { topic })
    await vi.waitFor(() => expect(late.deliveries()).toHaveLength(count), { timeout: 20_000 })
    const fetched = await (await connectRaw(relay.url)).request('irn_fetchMessages', { topic })
    const page = fetched.result as { messages: unknown[]; hasMore: boolean }
    // 2 MiB of text per fetch answer: 16 messages of 128 KiB, not 100 (12.8 MiB)
    expect(page.messages).toHaveLength(16)
    expect(page.hasMore).toBe(true)
    await late.close()
  })

  it('drops a client that writes frames but never answers pings', async () => {
    const auth = createRelayJwt({
      seed: generateRandomBytes32(),
      aud: relay.url,
      ttlSeconds: 3600,
      now: relay.clock.now(),
    })
    const mute = new WebSocket(`${relay.url}?auth=${auth}&projectId=portico-local`, {
      autoPong: false,
    })
    await new Promise((resolve) => mute.once('open', resolve))
    const closed = new Promise((resolve) => mute.once('close', resolve))
    // a frame the relay answered (-32601) before each ping: it was read, and keeps nothing alive
    const keepalive = async () => {
      const answered = once(mute, 'message')
      mute.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'keepalive' }))
      await answered
    }
    await keepalive()
    relay.clock.advance(20_000) // ping 1: unanswered
    await keepalive()
    relay.clock.advance(20_000) // ping 2: dropped whatever it wrote
    await closed
    expect(mute.readyState).toBe(WebSocket.CLOSED)
  })

  it('keeps a message for offline clients at most the stored ttl (here 600 s)', async () => {
    const dapp = await connectRaw(relay.url)
    const kept = newTopic()
    await dapp.request('irn_publish', { topic: kept, message: 'bW9udGg=', ttl: 2_592_000, tag: 1 })
    relay.clock.advance(600_000)
    const wallet = await connectRaw(relay.url)
    expect((await wallet.request('irn_fetchMessages', { topic: kept })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    await Promise.all([dapp.close(), wallet.close()])
  })
})

describe('H1: request floods and connection caps (default request limits)', () => {
  let capped: RelayPlugin
  beforeAll(async () => {
    capped = await startRelayPlugin({ maxConnectionsPerIp: 2, storeBurstBytesPerIp: 256 * 1024 })
  })
  afterAll(async () => {
    await capped?.close()
  })

  it('rate-limits every method: a flood of irn_batchFetchMessages gets -32012', async () => {
    const flooder = await connectRaw(capped.url)
    const topics = Array.from({ length: 500 }, () => newTopic())
    const frame = (id: number) =>
      JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_batchFetchMessages', params: { topics } })
    for (let id = 1001; id <= 1300; id += 1) flooder.socket.send(frame(id))
    await vi.waitFor(() => expect(flooder.frames).toHaveLength(300), { timeout: 30_000 })
    const refused = flooder.frames.filter((answer) => answer.error?.code === -32012)
    const served = flooder.frames.filter((answer) => answer.result !== undefined)
    expect(served.length).toBeLessThanOrEqual(100) // the bucket's burst
    expect(refused.length).toBe(300 - served.length)
    for (const answer of refused)
      expect([
        'Too many requests: at most 20 requests per second (burst 100)',
        'Too many requests: at most 32 unanswered per connection',
      ]).toContain(answer.error?.message)
    // a second later, 20 more
    capped.clock.advance(1000)
    expect((await flooder.request('irn_batchFetchMessages', { topics })).result).toBeDefined()
    // more than 500 topics in one batch (the official clients send at most 500)
    const tooMany = await flooder.request('irn_batchFetchMessages', {
      topics: [...topics, newTopic()],
    })
    expect(tooMany.error).toEqual({
      code: -32602,
      message: 'Invalid params: topics Too big: expected array to have <=500 items',
    })
    await flooder.close()
  })

  it('refuses connections past the cap per address with HTTP 429', async () => {
    const first = await connectRaw(capped.url)
    const second = await connectRaw(capped.url)
    await expect(connectRaw(capped.url)).rejects.toThrow('Unexpected server response: 429')
    await first.close()
    await vi.waitFor(async () => {
      const third = await connectRaw(capped.url)
      await third.close()
    })
    await second.close()
  })

  it('refuses a publisher address past its storage quota', async () => {
    const quota = capped
    {
      const first = await connectRaw(quota.url)
      const topic = newTopic()
      const message = randomBytes(96 * 1024).toString('base64')
      expect((await first.request('irn_publish', { topic, message, ttl: 60 })).result).toBe(true)
      expect((await first.request('irn_publish', { topic, message, ttl: 60 })).result).toBe(true)
      // a new identity on a new connection from the same address shares the quota
      const second = await connectRaw(quota.url)
      const refused = await second.request('irn_publish', { topic, message, ttl: 60 })
      expect(refused.error).toEqual({
        code: -32012,
        message: 'Too many requests: this address may store 262144 bytes per second (burst 262144)',
      })
      await Promise.all([first.close(), second.close()])
    }
  })
})

describe('M1: write-batch poisoning', () => {
  it('refuses a NUL, a non-base64 message, a bad topic and a tag outside int4 at the edge', async () => {
    const client = await connectRaw(relay.url)
    const good = newTopic()
    const poisoned = await client.request('irn_batchPublish', {
      messages: [
        { topic: good, message: 'bGVnaXQ=', ttl: 300, tag: 1108 },
        { topic: newTopic(), message: 'poison\u0000', ttl: 300, tag: 1108 },
      ],
    })
    expect(poisoned.error).toEqual({
      code: -32602,
      message: 'Invalid params: messages.1.message must be base64 text',
    })
    const answers = await Promise.all([
      client.request('irn_publish', { topic: newTopic(), message: 'eA==', ttl: 300, tag: 2 ** 40 }),
      client.request('irn_publish', { topic: `${newTopic()}\u0000`, message: 'eA==', ttl: 300 }),
      client.request('irn_subscribe', { topic: 'not-a-topic' }),
    ])
    expect(answers.map((answer) => answer.error)).toEqual([
      { code: -32602, message: 'Invalid params: tag Too big: expected number to be <=2147483647' },
      { code: -32602, message: 'Invalid params: topic must be 64 hex characters' },
      { code: -32602, message: 'Invalid params: topic must be 64 hex characters' },
    ])
    await client.close()
  })

  it("an attacker's poisoned publishes never cost a victim's publish (relay-poison.ts part 2)", async () => {
    const attackers = await Promise.all([1, 2, 3].map(() => connectRaw(relay.url)))
    const victim = await connectRaw(relay.url)
    const topics = Array.from({ length: 30 }, () => newTopic())
    const poison = (attacker: (typeof attackers)[number], index: number) =>
      attacker.request('irn_publish', {
        topic: newTopic(),
        message: `p\u0000${index}`,
        ttl: 60,
        tag: 2 ** 40,
      })
    const [victimAnswers] = await Promise.all([
      Promise.all(
        topics.map((topic) =>
          victim.request('irn_publish', { topic, message: 'd2FsbGV0', ttl: 300, tag: 1108 }),
        ),
      ),
      ...attackers.flatMap((attacker) => topics.map((_, index) => poison(attacker, index))),
    ])
    expect(victimAnswers.map((answer: Frame) => answer.result)).toEqual(topics.map(() => true))
    const wallet = await connectRaw(relay.url)
    const { result } = await wallet.request('irn_batchFetchMessages', { topics })
    expect((result as { messages: unknown[] }).messages).toHaveLength(30)
    await Promise.all([...attackers, victim, wallet].map((client) => client.close()))
  })
})

describe('L8: relay auth tokens', () => {
  // a relay of its own, pinging rarely: the clock jumps minutes without a ping in between
  beforeAll(async () => {
    await relay.close()
    relay = await startRelayPlugin({ pingIntervalMs: 600_000 })
  })

  it('refuses a token living 30 days, and closes a connection when its token expires', async () => {
    const seed = generateRandomBytes32()
    const now = relay.clock.now()
    const month = createRelayJwt({ seed, aud: relay.url, ttlSeconds: 30 * 86_400, now })
    const refused = new WebSocket(`${relay.url}?auth=${month}&projectId=portico-local`)
    const status = await new Promise((resolve) =>
      refused.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
    )
    expect(status).toBe(401)

    const short = createRelayJwt({ seed, aud: relay.url, ttlSeconds: 120, now })
    const socket = new WebSocket(`${relay.url}?auth=${short}&projectId=portico-local`)
    await new Promise((resolve) => socket.once('open', resolve))
    const closed = new Promise<[number, string]>((resolve) =>
      socket.once('close', (code, reason) => resolve([code, String(reason)])),
    )
    relay.clock.advance(119_000)
    // an answer after the advance: a close sent by it would have come first
    const answered = Promise.race([once(socket, 'message'), once(socket, 'close')])
    socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'keepalive' }))
    await answered
    expect(socket.readyState).toBe(WebSocket.OPEN)
    relay.clock.advance(1000)
    expect(await closed).toEqual([1008, 'Auth token expired'])
  })
})
