import { createHmac } from 'node:crypto'
import { hashMessage } from '@portico/walletconnect'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  connectRaw,
  newTopic,
  publishMarker,
  type RelayServer,
  startRelayServer,
} from './relaySockets'
import { type StartRedisReturnType, startRedis } from './startRedis'

// Two server instances sharing publishes through a real Redis (REDIS_URL, or a local redis-server).
// "Nothing else arrived" is shown by a marker published after it: Redis keeps one channel's order,
// and one socket keeps the relay's.
let redis: StartRedisReturnType
let first: RelayServer
let second: RelayServer
let outsider: Redis

beforeAll(async () => {
  redis = await startRedis()
  first = await startRelayServer({ REDIS_URL: redis.url })
  second = await startRelayServer({ REDIS_URL: redis.url })
  outsider = new Redis(redis.url)
}, 180_000)
afterAll(async () => {
  outsider?.disconnect()
  await first?.close()
  await second?.close()
  await redis?.stop()
})

/** A record as an instance would share it (valid unless changed). */
function record(topic: string, message: string, over: Record<string, unknown> = {}) {
  const now = Date.now()
  return {
    topic,
    hash: hashMessage(message),
    message,
    tag: 1108,
    sender: 'did:key:z6MkOutsider',
    publishedAt: now,
    expiresAt: now + 300_000,
    ...over,
  }
}

describe('relay on two instances with Redis', () => {
  it('delivers a message published on one instance to a subscriber on the other, once', async () => {
    const wallet = await connectRaw(first.url)
    const dapp = await connectRaw(second.url)
    const topic = newTopic()
    await wallet.request('irn_subscribe', { topic })
    await dapp.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'YWNyb3Nz', ttl: 300, tag: 1108 })
    expect((await wallet.nextMessage()).params?.data).toMatchObject({
      topic,
      message: 'YWNyb3Nz',
      tag: 1108,
      attestation: '',
    })
    // and back, never echoed to the publisher
    await wallet.request('irn_publish', { topic, message: 'YmFjaw==', ttl: 300, tag: 1109 })
    expect((await dapp.nextMessage()).params?.data).toMatchObject({ message: 'YmFjaw==' })
    expect(await wallet.messagesBefore(await publishMarker(dapp, topic))).toEqual(['YWNyb3Nz'])
    expect(await dapp.messagesBefore(await publishMarker(wallet, topic))).toEqual(['YmFjaw=='])
    await Promise.all([wallet.close(), dapp.close()])
  })

  it('stores a message published on one instance for a subscriber that comes later to the other', async () => {
    const dapp = await connectRaw(first.url)
    const topic = newTopic()
    // another client on the second instance sees the record arrive there (then it is stored, or
    // being stored, which a subscriber arriving meanwhile also gets)
    const observer = await connectRaw(second.url)
    await observer.request('irn_subscribe', { topic })
    await dapp.request('wc_proposeSession', {
      pairingTopic: topic,
      sessionProposal: 'cA==',
      ttl: 300,
    })
    expect((await observer.nextMessage()).params?.data).toMatchObject({ message: 'cA==' })
    const wallet = await connectRaw(second.url)
    await wallet.request('irn_subscribe', { topic })
    expect((await wallet.nextMessage()).params?.data).toMatchObject({ message: 'cA==', tag: 1100 })
    await Promise.all([wallet.close(), dapp.close(), observer.close()])
  })

  it('ignores null and other bad records on the channel, and never crashes (review L7)', async () => {
    const wallet = await connectRaw(first.url)
    const topic = newTopic()
    await wallet.request('irn_subscribe', { topic })
    const bad = [
      'null',
      '42',
      '"text"',
      '{not json',
      JSON.stringify({ from: 'x' }),
      JSON.stringify({ from: 'x', record: null }),
      JSON.stringify({ from: 'x', record: record(topic, 'cG9pc29u\u0000') }),
      JSON.stringify({ from: 'x', record: record(topic, 'dGFn', { tag: 2 ** 40 }) }),
      JSON.stringify({ from: 'x', record: record(topic, 'aGFzaA==', { hash: hashMessage('x') }) }),
      JSON.stringify({ from: 'x', record: record('t', 'dG9waWM=') }),
      JSON.stringify({ from: 'x', record: record(topic, 'dHRs', { expiresAt: 8e15 }) }),
    ]
    for (const text of bad) await outsider.publish('portico:relay', text)
    // good records still flow: between the instances, and from the channel
    const dapp = await connectRaw(second.url)
    await dapp.request('irn_publish', { topic, message: 'c3RpbGw=', ttl: 300, tag: 1108 })
    await outsider.publish(
      'portico:relay',
      JSON.stringify({ from: 'x', record: record(topic, 'b2s=') }),
    )
    const got = [await wallet.nextMessage(), await wallet.nextMessage()]
    expect(got.map((frame) => frame.params?.data.message).sort()).toEqual(['b2s=', 'c3RpbGw='])
    expect(await wallet.messagesBefore(await publishMarker(dapp, topic))).toHaveLength(2)
    await Promise.all([wallet.close(), dapp.close()])
  })

  it('writes each ack as a row, never as a cursor: with Redis an instance cannot know it saw every message of a topic', async () => {
    const wallet = await connectRaw(first.url)
    const dapp = await connectRaw(second.url)
    const topic = newTopic()
    await wallet.request('irn_subscribe', { topic })
    for (const message of ['b25l', 'dHdv'])
      await dapp.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
    await wallet.nextMessage()
    await wallet.nextMessage()
    await wallet.roundTrip() // the relay has read both acks
    // a fetch writes the pending acks before it answers
    expect((await wallet.request('irn_fetchMessages', { topic })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    const count = async (table: 'relay_acks' | 'relay_cursors') => {
      const { rows } = (await first.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where client_id = ${wallet.clientId} and topic = ${topic}`,
      )) as unknown as { rows: { n: number }[] }
      return rows[0]?.n
    }
    expect([await count('relay_acks'), await count('relay_cursors')]).toEqual([2, 0])
    await Promise.all([wallet.close(), dapp.close()])
  })
})

describe('relay on two instances with a Redis secret', () => {
  const secret = 'a-shared-secret-of-the-deployment'
  let signedA: RelayServer
  let signedB: RelayServer
  beforeAll(async () => {
    const env = { REDIS_URL: redis.url, PORTICO_RELAY_REDIS_SECRET: secret }
    signedA = await startRelayServer(env)
    signedB = await startRelayServer(env)
  }, 180_000)
  afterAll(async () => {
    await signedA?.close()
    await signedB?.close()
  })

  it('takes signed records only: one forged by whoever can publish to Redis is ignored', async () => {
    const wallet = await connectRaw(signedA.url)
    const topic = newTopic()
    await wallet.request('irn_subscribe', { topic })
    const forged = JSON.stringify({ from: 'x', record: record(topic, 'Zm9yZ2Vk') })
    await outsider.publish('portico:relay', forged)
    await outsider.publish('portico:relay', `${'0'.repeat(64)}.${forged}`)
    const dapp = await connectRaw(signedB.url)
    await dapp.request('irn_publish', { topic, message: 'c2lnbmVk', ttl: 300, tag: 1108 })
    expect((await wallet.nextMessage()).params?.data.message).toBe('c2lnbmVk')
    // the same forged record with the right HMAC passes, so the check is the signature
    const mac = createHmac('sha256', secret).update(forged).digest('hex')
    await outsider.publish('portico:relay', `${mac}.${forged}`)
    expect((await wallet.nextMessage()).params?.data.message).toBe('Zm9yZ2Vk')
    expect(await wallet.messagesBefore(await publishMarker(dapp, topic))).toEqual([
      'c2lnbmVk',
      'Zm9yZ2Vk',
    ])
    await Promise.all([wallet.close(), dapp.close()])
  })
})
