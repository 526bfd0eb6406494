import { beforeAll, describe, expect, it } from 'vitest'
import { memoryDatabase } from '../db/memoryDatabase.test-helpers'
import { createMessageStore, type MessageStore, type RelayRecord } from './createMessageStore'

const database = memoryDatabase()
let store: MessageStore
beforeAll(() => {
  store = createMessageStore(database().db)
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
    await store.save(record({}))
    await store.save(record({ message: 'not m1' })) // the same topic and hash: kept as it was
    await store.save(record({ topic: 't2' }))
    const heads = await store.undelivered({
      topics: ['t1', 't2'],
      clientId: 'z',
      now: 0,
      limit: 10,
    })
    expect((await store.load(heads)).map((row) => [row.topic, row.message])).toEqual([
      ['t1', 'm1'],
      ['t2', 'm1'],
    ])
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
        .then((heads) => store.load(heads))
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

  it('pages with a cursor, without the texts, and loads a page in order', async () => {
    for (const [hash, publishedAt] of [
      ['p3', 3000],
      ['p1', 1000],
      ['p2', 1000],
    ] as const)
      await store.save(record({ topic: 't5', hash, message: `text-${hash}`, publishedAt }))
    const first = await store.undelivered({ topics: ['t5'], clientId: 'z', now: 0, limit: 2 })
    expect(first.map((head) => head.hash)).toEqual(['p1', 'p2'])
    expect(first[0]).toEqual({
      topic: 't5',
      hash: 'p1',
      tag: 1108,
      sender: 'did:key:alice',
      publishedAt: 1000,
      expiresAt: 5000,
      bytes: 7,
    })
    const next = await store.undelivered({
      topics: ['t5'],
      clientId: 'z',
      now: 0,
      limit: 2,
      after: first[1],
    })
    expect(next.map((head) => head.hash)).toEqual(['p3'])
    expect((await store.load([...next, ...first])).map((row) => row.message)).toEqual([
      'text-p3',
      'text-p1',
      'text-p2',
    ])
  })

  it('one bad row in a write batch fails alone: the others of the batch are stored (M1)', async () => {
    // saved in the same tick: one multi-row INSERT; PostgreSQL text refuses NUL, integer refuses 2^40
    const results = await Promise.allSettled([
      store.save(record({ topic: 't6', hash: 'good', message: 'stored' })),
      store.save(record({ topic: 't6', hash: 'nul', message: 'poison\u0000' })),
      store.save(record({ topic: 't6', hash: 'tag', tag: 2 ** 40 })),
      store.save(record({ topic: 't6', hash: 'good2', message: 'stored too' })),
    ])
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ])
    const heads = await store.undelivered({ topics: ['t6'], clientId: 'z', now: 0, limit: 10 })
    expect(heads.map((head) => head.hash).sort()).toEqual(['good', 'good2'])
  })

  it('one bad acknowledgement fails alone: the others are stored', async () => {
    await store.save(record({ topic: 't7', hash: 'k1' }))
    await store.save(record({ topic: 't7', hash: 'k2' }))
    await expect(
      store.acknowledge([
        { clientId: 'did:key:bob', topic: 't7', hash: 'k1', expiresAt: 5000 },
        { clientId: 'did:key:bob', topic: 't7\u0000', hash: 'k2', expiresAt: 5000 },
      ]),
    ).rejects.toThrow('1 relay acknowledgements not stored')
    const heads = await store.undelivered({
      topics: ['t7'],
      clientId: 'did:key:bob',
      now: 0,
      limit: 10,
    })
    expect(heads.map((head) => head.hash)).toEqual(['k2'])
  })

  it('a cursor stands for the acks of a topic before its time, for its client only, never going back', async () => {
    for (const [hash, publishedAt] of [
      ['c1', 1000],
      ['c2', 2000],
      ['c3', 3000],
    ] as const)
      await store.save(record({ topic: 't8', hash, publishedAt, expiresAt: 9000 }))
    await store.save(record({ topic: 't9', hash: 'other', publishedAt: 1000, expiresAt: 9000 }))
    const hashes = async (clientId: string, topics = ['t8', 't9']) =>
      (await store.undelivered({ topics, clientId, now: 0, limit: 10 })).map((head) => head.hash)
    const cursor = (ackedBefore: number) => ({
      clientId: 'did:key:bob',
      topic: 't8',
      ackedBefore,
      expiresAt: ackedBefore + 6000,
    })
    await store.advance([cursor(2000)])
    expect(await hashes('did:key:bob')).toEqual(['other', 'c2', 'c3'])
    expect(await hashes('did:key:carol')).toEqual(['c1', 'other', 'c2', 'c3'])
    // two in one write (one row per client and topic), and one going back: the furthest holds
    await store.advance([cursor(3000), cursor(2500)])
    await store.advance([cursor(1500)])
    expect(await hashes('did:key:bob', ['t8'])).toEqual(['c3'])
    // pruned once every message it covers has expired (here 3000 + 6000)
    await store.prune(8999)
    expect(await hashes('did:key:bob', ['t8'])).toEqual(['c3'])
    await store.prune(9000)
    await store.save(record({ topic: 't8', hash: 'c0', publishedAt: 500, expiresAt: 20_000 }))
    expect(await hashes('did:key:bob', ['t8'])).toEqual(['c0'])
  })
})
