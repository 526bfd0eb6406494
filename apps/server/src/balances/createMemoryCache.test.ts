import { BALANCE_CACHE_MS, createFakeClock } from '@portico/core/internal'
import { describe, expect, test } from 'vitest'
import { createMemoryCache } from './createMemoryCache'

describe('createMemoryCache', () => {
  test('keeps a value until its lifetime has passed, to the millisecond', async () => {
    const clock = createFakeClock({ start: 1_000 })
    const cache = createMemoryCache({ clock })
    await cache.set('a', { n: 1 }, BALANCE_CACHE_MS)
    clock.advance(BALANCE_CACHE_MS - 1)
    expect(await cache.get('a')).toEqual({ n: 1 })
    clock.advance(1)
    expect(await cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  test('returns copies: changing a read value does not change the cache', async () => {
    const cache = createMemoryCache({ clock: createFakeClock({ start: 0 }) })
    const value = { list: [1] }
    await cache.set('a', value, 10)
    value.list.push(2)
    const read = await cache.get<{ list: number[] }>('a')
    read?.list.push(3)
    expect(await cache.get('a')).toEqual({ list: [1] })
  })

  test('evicts the oldest write past maxEntries; a rewrite counts as new', async () => {
    const cache = createMemoryCache({ clock: createFakeClock({ start: 0 }), maxEntries: 2 })
    await cache.set('a', 1, 10)
    await cache.set('b', 2, 10)
    await cache.set('a', 3, 10)
    await cache.set('c', 4, 10)
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('a')).toBe(3)
    expect(await cache.get('c')).toBe(4)
    await cache.delete('a')
    expect(await cache.get('a')).toBeUndefined()
  })

  test('refuses bad lifetimes, sizes and values', async () => {
    const clock = createFakeClock({ start: 0 })
    expect(() => createMemoryCache({ clock, maxEntries: 0 })).toThrow(
      'maxEntries must be a positive integer, got 0',
    )
    const cache = createMemoryCache({ clock })
    await expect(cache.set('a', 1, 0)).rejects.toThrow('ttlMs must be a positive number, got 0')
    await expect(cache.set('a', undefined, 5)).rejects.toThrow(
      'Cache value of a is not JSON-serialisable',
    )
  })
})
