import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabaseReturnType, openDatabase } from '../db/openDatabase'
import { createMessageStore, type MessageStore, type RelayRecord } from './createMessageStore'

let database: OpenDatabaseReturnType
let store: MessageStore

beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  store = createMessageStore(database.db)
}, 120_000)
afterAll(async () => {
  await database?.close()
})

const record = (over: Partial<RelayRecord>): RelayRecord => ({
  topic: 't1',
  hash: 'h1',
  message: 'm1',
  tag: 1108,
  sender: 'did:key:alice',
  publishedAt: 1000,
  expiresAt: 5000,
  ...over,
})

describe('createMessageStore', () => {
  it('stores a message once per topic and hash', async () => {
    expect(await store.save(record({}))).toBe(true)
    expect(await store.save(record({ message: 'm1' }))).toBe(false)
    expect(await store.save(record({ topic: 't2' }))).toBe(true)
  })

  it('lists what a client has not published, acknowledged or seen expire, oldest first', async () => {
    await store.save(record({ topic: 't3', hash: 'b', message: 'second', publishedAt: 2000 }))
    await store.save(record({ topic: 't3', hash: 'a', message: 'first', publishedAt: 1500 }))
    await store.save(
      record({ topic: 't3', hash: 'c', message: 'gone', publishedAt: 1700, expiresAt: 1800 }),
    )
    await store.save(record({ topic: 't3', hash: 'd', message: 'own', sender: 'did:key:bob' }))
    const list = (clientId: string, now = 1750) =>
      store
        .undelivered({ topics: ['t3'], clientId, now, limit: 10 })
        .then((rows) => rows.map((row) => row.message))
    expect(await list('did:key:bob')).toEqual(['first', 'gone', 'second'])
    expect(await list('did:key:bob', 1800)).toEqual(['first', 'second'])
    await store.acknowledge([{ clientId: 'did:key:bob', topic: 't3', hash: 'a', expiresAt: 5000 }])
    await store.acknowledge([{ clientId: 'did:key:bob', topic: 't3', hash: 'a', expiresAt: 5000 }])
    expect(await list('did:key:bob')).toEqual(['gone', 'second'])
    expect(await list('did:key:carol')).toEqual(['own', 'first', 'gone', 'second'])
  })

  it('prunes expired messages and acknowledgements', async () => {
    await store.save(record({ topic: 't4', hash: 'x', expiresAt: 9000 }))
    const pruned = await store.prune(5000)
    expect(pruned).toBeGreaterThanOrEqual(4)
    expect(
      await store.undelivered({ topics: ['t1', 't3', 't4'], clientId: 'z', now: 0, limit: 10 }),
    ).toEqual([expect.objectContaining({ topic: 't4', hash: 'x' })])
  })
})
