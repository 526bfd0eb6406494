import { createFakeClock } from '@portico/core'
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
})
