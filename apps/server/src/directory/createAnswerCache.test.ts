import { createFakeClock } from '@portico/core/internal'
import { describe, expect, test } from 'vitest'
import { createAnswerCache } from './createAnswerCache'

describe('createAnswerCache', () => {
  test('reuses an answer until its lifetime is over', async () => {
    const clock = createFakeClock()
    const cache = createAnswerCache<number>({ clock, ttlMs: 30_000, maxEntries: 10 })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    clock.advance(29_999)
    expect(await cache.get('a', load)).toBe(1)
    clock.advance(1)
    expect(await cache.get('a', load)).toBe(2)
  })

  test('concurrent misses share one load; a failure is not kept', async () => {
    const clock = createFakeClock()
    const cache = createAnswerCache<string>({ clock, ttlMs: 1000, maxEntries: 10 })
    let loads = 0
    const [first, second] = await Promise.all([
      cache.get('k', async () => `v${++loads}`),
      cache.get('k', async () => `v${++loads}`),
    ])
    expect([first, second, loads]).toEqual(['v1', 'v1', 1])
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    )
    expect(await cache.get('bad', async () => 'ok')).toBe('ok')
  })

  test('keeps at most maxEntries, dropping the least recently used', async () => {
    const clock = createFakeClock()
    const cache = createAnswerCache<string>({ clock, ttlMs: 1000, maxEntries: 2 })
    await cache.get('a', async () => 'a1')
    await cache.get('b', async () => 'b1')
    await cache.get('a', async () => 'a2') // a is now the most recent
    await cache.get('c', async () => 'c1') // drops b
    expect(cache.size).toBe(2)
    expect(await cache.get('a', async () => 'a3')).toBe('a1')
    expect(await cache.get('b', async () => 'b2')).toBe('b2')
  })

  test('refuses bad limits', () => {
    const clock = createFakeClock()
    expect(() => createAnswerCache({ clock, ttlMs: -1, maxEntries: 1 })).toThrow(RangeError)
    expect(() => createAnswerCache({ clock, ttlMs: 1, maxEntries: 0 })).toThrow(RangeError)
  })
})
