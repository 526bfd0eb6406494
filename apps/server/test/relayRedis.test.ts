import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRaw, newTopic, quiet, type RelayServer, startRelayServer } from './relaySockets'
import { type StartRedisReturnType, startRedis } from './startRedis'

// Two server instances sharing publishes through a real Redis (REDIS_URL, or a local redis-server).
let redis: StartRedisReturnType
let first: RelayServer
let second: RelayServer

beforeAll(async () => {
  redis = await startRedis()
  first = await startRelayServer({ REDIS_URL: redis.url })
  second = await startRelayServer({ REDIS_URL: redis.url })
}, 180_000)
afterAll(async () => {
  await first?.close()
  await second?.close()
  await redis?.stop()
})

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
    await quiet(200)
    expect(wallet.deliveries()).toHaveLength(1)
    expect(dapp.deliveries()).toHaveLength(1)
    await Promise.all([wallet.close(), dapp.close()])
  })

  it('stores a message published on one instance for a subscriber that comes later to the other', async () => {
    const dapp = await connectRaw(first.url)
    const topic = newTopic()
    await dapp.request('wc_proposeSession', {
      pairingTopic: topic,
      sessionProposal: 'cA==',
      ttl: 300,
    })
    await quiet(200)
    const wallet = await connectRaw(second.url)
    await wallet.request('irn_subscribe', { topic })
    expect((await wallet.nextMessage()).params?.data).toMatchObject({ message: 'cA==', tag: 1100 })
    await Promise.all([wallet.close(), dapp.close()])
  })
})
