import { beforeAll, describe, expect, it } from 'vitest'
import { memoryDatabase } from '../db/memoryDatabase.test-helpers'
import { createSubscriptionStore, type SubscriptionStore } from './createSubscriptionStore'

const database = memoryDatabase()
let store: SubscriptionStore
beforeAll(() => {
  store = createSubscriptionStore(database().db)
})

describe('createSubscriptionStore', () => {
  it('keeps a client’s topics until they expire, most recently renewed first', async () => {
    await Promise.all([
      store.add([{ clientId: 'did:key:a', topic: 't1', expiresAt: 2000 }]),
      store.add([
        { clientId: 'did:key:a', topic: 't2', expiresAt: 3000 },
        { clientId: 'did:key:b', topic: 't1', expiresAt: 3000 },
      ]),
    ])
    expect(await store.list('did:key:a', 1000, 10)).toEqual(['t2', 't1'])
    // renewed: the same row, a later expiry (twice in one group is one row)
    await Promise.all([
      store.add([{ clientId: 'did:key:a', topic: 't1', expiresAt: 4000 }]),
      store.add([{ clientId: 'did:key:a', topic: 't1', expiresAt: 4000 }]),
    ])
    expect(await store.list('did:key:a', 1000, 10)).toEqual(['t1', 't2'])
    expect(await store.list('did:key:a', 1000, 1)).toEqual(['t1'])
    expect(await store.list('did:key:a', 3000, 10)).toEqual(['t1'])
    expect(await store.list('did:key:c', 1000, 10)).toEqual([])
  })

  it('forgets removed topics and prunes expired ones', async () => {
    await store.add([
      { clientId: 'did:key:d', topic: 'x', expiresAt: 5000 },
      { clientId: 'did:key:d', topic: 'y', expiresAt: 9000 },
    ])
    await store.remove('did:key:d', ['x'])
    expect(await store.list('did:key:d', 0, 10)).toEqual(['y'])
    expect(await store.prune(8000)).toBeGreaterThanOrEqual(3)
    expect(await store.list('did:key:d', 0, 10)).toEqual(['y'])
    expect(await store.list('did:key:a', 0, 10)).toEqual([])
  })

  it('answers many clients listing at once (one query), each with its own time and limit', async () => {
    await store.add([
      { clientId: 'did:key:e', topic: 'e1', expiresAt: 20_000 },
      { clientId: 'did:key:e', topic: 'e2', expiresAt: 30_000 },
      { clientId: 'did:key:f', topic: 'f1', expiresAt: 20_000 },
    ])
    expect(
      await Promise.all([
        store.list('did:key:e', 10_000, 10),
        store.list('did:key:f', 10_000, 10),
        store.list('did:key:e', 10_000, 1),
        store.list('did:key:e', 25_000, 10),
        store.list('did:key:none', 10_000, 10),
        store.list('did:key:f', 20_000, 10),
      ]),
    ).toEqual([['e2', 'e1'], ['f1'], ['e2'], ['e2'], [], []])
  })
})
