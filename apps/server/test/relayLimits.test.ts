import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { createFakeClock, type FakeClock } from '@portico/core/internal'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type OpenDatabaseReturnType, openDatabase } from '../src/db/openDatabase'
import { relayRoute } from '../src/relay/relayRoute'
import { relayLimitDefaults } from '../src/relay/types'
import { connectRaw, newTopic, publishMarker } from './relaySockets'

// The relay plugin alone on a fake clock: limits, refills and pings are checked exactly.
let database: OpenDatabaseReturnType
let app: FastifyInstance
let clock: FakeClock
let url: string

beforeAll(async () => {
  database = await openDatabase(
    process.env.DATABASE_URL
      ? { driver: 'postgres', url: process.env.DATABASE_URL }
      : { driver: 'pglite', dataDir: undefined },
  )
  clock = createFakeClock({ start: Date.now() })
  app = Fastify()
  await app.register(relayRoute, {
    db: database.db,
    projects: new Set(['portico-local']),
    config: { redisUrl: undefined, limits: relayLimitDefaults },
    clock,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/relay`
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('relay limits', () => {
  it('refuses a message over 512 KiB with -32010, and takes one at the limit', async () => {
    const client = await connectRaw(url)
    const topic = newTopic()
    const atLimit = 'a'.repeat(512 * 1024)
    expect(
      (await client.request('irn_publish', { topic, message: atLimit, ttl: 60, tag: 1 })).result,
    ).toBe(true)
    const over = await client.request('irn_publish', {
      topic,
      message: `${atLimit}b`,
      ttl: 60,
      tag: 1,
    })
    expect(over.error).toEqual({
      code: -32010,
      message: 'Message too large: 524289 bytes (the limit is 524288)',
    })
    await client.close()
  })

  it('refuses the 1001st topic on a connection with -32011', async () => {
    const client = await connectRaw(url)
    const topics = Array.from({ length: 1000 }, () => newTopic())
    // in batches of 500, as the official clients do (a batch holds at most 500)
    for (const batch of [topics.slice(0, 500), topics.slice(500)])
      expect((await client.request('irn_batchSubscribe', { topics: batch })).result).toHaveLength(
        500,
      )
    // subscribing again to a known topic is fine
    expect((await client.request('irn_subscribe', { topic: topics[0] })).result).toBeTypeOf(
      'string',
    )
    const refused = await client.request('irn_subscribe', { topic: newTopic() })
    expect(refused.error).toEqual({
      code: -32011,
      message: 'Too many topics: the limit is 1000 per connection',
    })
    // after an unsubscribe there is room again
    await client.request('irn_unsubscribe', { topic: topics[1], id: '' })
    expect((await client.request('irn_subscribe', { topic: newTopic() })).error).toBeUndefined()
    await client.close()
  })

  it('limits publishes per connection with a token bucket (burst 200, 50 per second)', async () => {
    const client = await connectRaw(url)
    const topic = newTopic()
    const messages = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, index) => ({
        topic,
        message: `${prefix}${index}`,
        ttl: 60,
        tag: 1,
      }))
    expect(
      (await client.request('irn_batchPublish', { messages: messages(200, 'a') })).result,
    ).toBe(true)
    const refused = await client.request('irn_publish', { topic, message: 'b', ttl: 60, tag: 1 })
    expect(refused.error).toEqual({
      code: -32012,
      message: 'Too many requests: at most 50 publishes per second (burst 200)',
    })
    clock.advance(100) // 5 tokens
    expect(
      (await client.request('irn_batchPublish', { messages: messages(6, 'c') })).error?.code,
    ).toBe(-32012)
    expect((await client.request('irn_batchPublish', { messages: messages(5, 'd') })).result).toBe(
      true,
    )
    // another connection has its own bucket
    const other = await connectRaw(url)
    expect(
      (await other.request('irn_publish', { topic, message: 'e', ttl: 60, tag: 1 })).result,
    ).toBe(true)
    await Promise.all([client.close(), other.close()])
  })

  it('pings every 20 s and drops a socket that missed the previous pong', async () => {
    const client = await connectRaw(url)
    let pings = 0
    client.socket.on('ping', () => {
      pings += 1
    })
    // the client pongs as it reads a ping; the round trip after it shows the relay read the pong,
    // and that no second ping was sent before the answer
    const tick = async () => {
      const pinged = once(client.socket, 'ping')
      clock.advance(20_000)
      await pinged
      await client.roundTrip()
    }
    await tick()
    expect(pings).toBe(1)
    await tick()
    expect(pings).toBe(2)

    // a client that never answers pings
    const mute = new WebSocket(
      `${url}?auth=${new URL(client.socket.url).searchParams.get('auth')}&projectId=portico-local`,
      {
        autoPong: false,
      },
    )
    await new Promise((resolve) => mute.once('open', resolve))
    const closed = new Promise((resolve) => mute.once('close', resolve))
    await tick() // ping 1: unanswered
    clock.advance(20_000) // ping 2: the missing pong drops it
    await closed
    expect(mute.readyState).toBe(WebSocket.CLOSED)
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
    await client.close()
  })

  it('forgets messages whose ttl passed (fake clock)', async () => {
    const dapp = await connectRaw(url)
    const topic = newTopic()
    await dapp.request('irn_publish', { topic, message: 'c2hvcnQ=', ttl: 30, tag: 1 })
    clock.advance(30_000)
    const wallet = await connectRaw(url)
    expect((await wallet.request('irn_fetchMessages', { topic })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    // nor delivered on subscribe: a marker stored after it arrives with nothing before it
    const marker = await publishMarker(dapp, topic)
    await wallet.request('irn_subscribe', { topic })
    expect(await wallet.messagesBefore(marker)).toEqual([])
    await Promise.all([dapp.close(), wallet.close()])
  })
})
