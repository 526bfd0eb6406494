import { describe, expect, it } from 'vitest'
import { createMemorySignStorage } from './createMemorySignStorage'
import { loadRequestHistory, REQUEST_HISTORY_LIMIT } from './loadRequestHistory'

describe('loadRequestHistory', () => {
  it('knows each id once per topic, also after a reload from the same storage', async () => {
    const storage = createMemorySignStorage()
    const history = await loadRequestHistory({ storage })
    expect(history.add('session', 1)).toBe(true)
    expect(history.add('session', 1)).toBe(false)
    expect(history.add('pairing', 1)).toBe(true)
    await history.flush()

    const reloaded = await loadRequestHistory({ storage })
    expect(reloaded.add('session', 1)).toBe(false)
    expect(reloaded.add('pairing', 1)).toBe(false)
    expect(reloaded.add('session', 2)).toBe(true)
  })

  it('keeps the newest ids per topic, and forgets a topic with its key', async () => {
    const storage = createMemorySignStorage()
    const history = await loadRequestHistory({ storage, limit: 3 })
    for (const id of [1, 2, 3, 4]) history.add('a', id)
    history.add('b', 1)
    history.forget('b')
    await history.flush()
    expect(JSON.parse(storage.items.get('requestIds') as string)).toEqual({ a: [2, 3, 4] })
    // id 1 fell out of the bound: it would be handled again (the relay client's dedupe and the
    // bound's size make that a request of long ago)
    expect(history.add('a', 1)).toBe(true)
    expect(history.add('b', 1)).toBe(true)
    await history.flush()

    const reloaded = await loadRequestHistory({ storage, limit: 3 })
    reloaded.retain(['b'])
    await reloaded.flush()
    expect(storage.items.get('requestIds')).toBe('{"b":[1]}')
    expect(REQUEST_HISTORY_LIMIT).toBe(1000)
  })

  it('reads unusable stored data as empty and reports a failed write', async () => {
    const storage = createMemorySignStorage()
    await storage.set('requestIds', { a: 'not a list', b: [1, 'x', 2] })
    const errors: Error[] = []
    const history = await loadRequestHistory({
      storage: {
        ...storage,
        set: () => Promise.reject(new Error('quota exceeded')),
      },
      onError: (error) => errors.push(error),
    })
    expect(history.add('a', 1)).toBe(true)
    expect(history.add('b', 2)).toBe(false)
    await history.flush()
    expect(errors.map((e) => e.message)).toEqual(['quota exceeded'])
  })
})
