import { createFakeClock } from '@portico/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabaseReturnType, openDatabase } from '../db/openDatabase'
import { createMessageStore } from './createMessageStore'
import { createRelayHub } from './createRelayHub'
import { createSubscriptionStore } from './createSubscriptionStore'
import { relayLimitDefaults } from './types'

let database: OpenDatabaseReturnType

beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: undefined })
}, 120_000)
afterAll(async () => {
  await database?.close()
})

/** A socket that reads everything at once (frames kept to look at). */
const reader = () => {
  const frames: string[] = []
  return {
    frames,
    io: { send: (text: string) => frames.push(text) > 0, drained: async () => true },
  }
}

describe('createRelayHub', () => {
  it('forgets an unacknowledged delivery once its message expired (review H1: inFlight bounded)', async () => {
    const clock = createFakeClock({ start: 1_000_000 })
    const hub = createRelayHub({
      store: createMessageStore(database.db),
      subscriptions: createSubscriptionStore(database.db),
      clock,
      limits: relayLimitDefaults,
    })
    const wallet = reader()
    const silent = hub.attach('did:key:silent', wallet.io)
    const dapp = hub.attach('did:key:dapp', reader().io)
    const topic = 'cd'.repeat(32)
    await hub.subscribe(silent, [topic])
    await hub.publish(dapp, [{ topic, message: 'b25l', ttl: 30, tag: 1 }])
    await hub.publish(dapp, [{ topic, message: 'dHdv', ttl: 300, tag: 1 }])
    expect(wallet.frames).toHaveLength(2)
    expect(silent.inFlight.size).toBe(2)
    clock.advance(29_999)
    hub.expire()
    expect(silent.inFlight.size).toBe(2)
    clock.advance(1)
    hub.expire()
    expect([...silent.inFlight.values()].map((delivery) => delivery.expiresAt)).toEqual([
      1_000_000 + 300_000,
    ])
    expect(silent.inFlightKeys.size).toBe(1)
    await hub.flush()
  })

  it('writes no cursor past a message published after a socket closed, even in the same millisecond as its last ack', async () => {
    const clock = createFakeClock({ start: 2_000_000 })
    const store = createMessageStore(database.db)
    const hub = createRelayHub({
      store,
      subscriptions: createSubscriptionStore(database.db),
      clock,
      limits: relayLimitDefaults,
      cursors: true,
    })
    const wallet = reader()
    const socket = hub.attach('did:key:gone', wallet.io)
    const dapp = hub.attach('did:key:stays', reader().io)
    const topic = 'ef'.repeat(32)
    await hub.subscribe(socket, [topic])
    await hub.deliverStored(socket, [topic]) // it has seen the whole topic
    await hub.publish(dapp, [{ topic, message: 'Zmlyc3Q=', ttl: 300, tag: 1 }])
    const [delivery] = wallet.frames.map((frame) => JSON.parse(frame) as { id: number })
    hub.acknowledge(socket, delivery?.id ?? 0, true)
    hub.detach(socket)
    await hub.publish(dapp, [{ topic, message: 'bGF0ZXI=', ttl: 300, tag: 1 }])
    clock.advance(1)
    await hub.flush()
    const heads = await store.undelivered({
      topics: [topic],
      clientId: 'did:key:gone',
      now: clock.now(),
      limit: 10,
    })
    expect(heads.map((head) => head.publishedAt)).toEqual([2_000_000])
    expect(await store.load(heads)).toEqual([expect.objectContaining({ message: 'bGF0ZXI=' })])
  })
})
