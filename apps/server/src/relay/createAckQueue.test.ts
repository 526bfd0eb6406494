import { createFakeClock } from '@portico/core/internal'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { memoryDatabase } from '../db/memoryDatabase.test-helpers'
import { type AckingPeer, createAckQueue } from './createAckQueue'
import { createMessageStore, type MessageStore } from './createMessageStore'
import type { RelayCoverage, RelayDelivery } from './types'

const database = memoryDatabase()
let store: MessageStore
beforeAll(() => {
  store = createMessageStore(database().db)
})

const delivery = (topic: string, hash: string, publishedAt: number): RelayDelivery => ({
  topic,
  hash,
  publishedAt,
  expiresAt: 100_000,
})

/** Stores `deliveries` as messages from someone else; returns a socket of `clientId` that got them. */
async function setUp(clientId: string, topic: string, state: RelayCoverage['state']) {
  const sent = [1000, 2000, 3000, 4000].map((at) => delivery(topic, `${topic}-${at}`, at))
  for (const { hash, publishedAt, expiresAt } of sent)
    await store.save({
      topic,
      hash,
      message: 'bQ==',
      tag: 1,
      sender: 'did:key:dapp',
      publishedAt,
      expiresAt,
    })
  const peer: AckingPeer = {
    clientId,
    inFlight: new Map(sent.map((sentOne, i) => [i, sentOne])),
    coverage: new Map([[topic, { state }]]),
  }
  /** The client acknowledges deliveries `indexes` (they leave its in-flight set). */
  const ack = (queue: ReturnType<typeof createAckQueue>, ...indexes: number[]) => {
    for (const i of indexes) {
      queue.push(peer, sent[i] as RelayDelivery)
      peer.inFlight.delete(i)
    }
  }
  const unacked = async () =>
    (await store.undelivered({ topics: [topic], clientId, now: 0, limit: 10 })).map(
      (head) => head.publishedAt,
    )
  return { peer, ack, unacked }
}

const clock = createFakeClock({ start: 10_000 })

describe('createAckQueue', () => {
  it('writes the acks of a topic the socket saw entirely as a cursor, up to its oldest unacked delivery', async () => {
    const queue = createAckQueue({ store, clock, cursors: true, cursorTtlMs: 60_000 })
    const { ack, unacked } = await setUp('did:key:a', 'a'.repeat(64), 'complete')
    ack(queue, 0, 1, 3) // 3000 not acknowledged
    await queue.flush()
    expect(await unacked()).toEqual([3000])
    const { rows } = (await database().db.execute(
      sql`select acked_before from relay_cursors where client_id = 'did:key:a'`,
    )) as unknown as { rows: { acked_before: number | string }[] }
    expect(rows.map((row) => Number(row.acked_before))).toEqual([3000])
  })

  it('writes rows, not a cursor, while the socket has not seen all of the topic, or without cursors', async () => {
    for (const [clientId, state, cursors] of [
      ['did:key:b', 'pending', true],
      ['did:key:c', 'broken', true],
      ['did:key:d', 'complete', false],
    ] as const) {
      const queue = createAckQueue({ store, clock, cursors, cursorTtlMs: 60_000 })
      const { ack, unacked } = await setUp(clientId, clientId.at(-1)?.repeat(64) ?? '', state)
      ack(queue, 1, 3)
      await queue.flush()
      expect(await unacked()).toEqual([1000, 3000])
    }
  })

  it('writes by itself after its delay', async () => {
    const queue = createAckQueue({ store, clock, delayMs: 500, cursors: true, cursorTtlMs: 60_000 })
    const { ack, unacked } = await setUp('did:key:e', 'e'.repeat(64), 'complete')
    ack(queue, 0, 1, 2, 3)
    clock.advance(499)
    expect(await unacked()).toEqual([1000, 2000, 3000, 4000])
    clock.advance(1)
    await queue.flush() // the write the timer started, and nothing more
    expect(await unacked()).toEqual([])
  })
})
