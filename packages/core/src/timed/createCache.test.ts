import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import {
  BALANCE_CACHE_MS,
  IDENTITY_CACHE_MS,
  NAME_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
} from '../constants'
import { type CacheKind, createCache } from './createCache'
import { createMemoryStorage } from './createMemoryStorage'

const address = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const setup = () => {
  const clock = createFakeClock({ start: 1_700_000_000_000 })
  const storage = createMemoryStorage()
  const cache = createCache({ storage, clock })
  return { clock, storage, cache }
}

describe('createCache', () => {
  it.each<[CacheKind, number]>([
    ['balance', BALANCE_CACHE_MS],
    ['nativeBalance', NATIVE_BALANCE_CACHE_MS],
    ['names', NAME_CACHE_MS],
    ['identity', IDENTITY_CACHE_MS],
  ])('keeps a %s entry for its lifetime (%i ms), then misses', (kind, lifetime) => {
    const { clock, cache, storage } = setup()
    cache.set(kind, address, { value: '10000.000', symbol: 'ETH' })
    clock.advance(lifetime - 1)
    expect(cache.get(kind, address)).toEqual({ value: '10000.000', symbol: 'ETH' })
    clock.advance(1)
    expect(cache.get(kind, address)).toBeUndefined()
    // The expired entry is dropped from storage.
    expect(storage.items.has(`@portico/cache/${kind}`)).toBe(false)
  })

  it('stores one JSON record per kind in the storage, with the clock time', () => {
    const { cache, storage, clock } = setup()
    cache.set('identity', address, { name: 'alice', avatar: null })
    expect(JSON.parse(storage.items.get('@portico/cache/identity') ?? '')).toEqual({
      [address]: { value: { name: 'alice', avatar: null }, timestamp: clock.now() },
    })
  })

  it('reads values written by another cache over the same storage (a page reload)', () => {
    const { cache, storage, clock } = setup()
    cache.set('names', address, ['alice.portico'])
    const reloaded = createCache({ storage, clock })
    expect(reloaded.get('names', address)).toEqual(['alice.portico'])
  })

  it('treats corrupt JSON or malformed entries as a miss, and recovers on the next write', () => {
    const { cache, storage } = setup()
    storage.setItem('@portico/cache/balance', '{not json')
    expect(cache.get('balance', address)).toBeUndefined()
    cache.set('balance', address, '1.000')
    expect(cache.get('balance', address)).toBe('1.000')
    storage.setItem('@portico/cache/balance', JSON.stringify({ [address]: { value: 1 } }))
    expect(cache.get('balance', address)).toBeUndefined()
    storage.setItem('@portico/cache/balance', '[1,2]')
    expect(cache.get('balance', address)).toBeUndefined()
  })

  it('removes and clears entries', () => {
    const { cache } = setup()
    cache.set('balance', 'a', 1)
    cache.set('balance', 'b', 2)
    cache.set('identity', 'a', 3)
    cache.remove('balance', 'a')
    cache.remove('balance', 'missing')
    expect([cache.get('balance', 'a'), cache.get('balance', 'b')]).toEqual([undefined, 2])
    cache.clear('balance')
    expect(cache.get('balance', 'b')).toBeUndefined()
    expect(cache.get('identity', 'a')).toBe(3)
    cache.clear()
    expect(cache.get('identity', 'a')).toBeUndefined()
  })

  it('misses when the storage throws, and ignores failing writes', () => {
    const clock = createFakeClock()
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const cache = createCache({ storage: broken, clock })
    expect(() => cache.set('balance', address, '1')).not.toThrow()
    expect(cache.get('balance', address)).toBeUndefined()
    expect(() => cache.clear()).not.toThrow()
  })

  it('refuses values that are not JSON, unknown kinds and bad lifetimes', () => {
    const { cache, storage } = setup()
    expect(() => cache.set('balance', address, 1n)).toThrow('Cache value must be JSON-serialisable')
    expect(() => cache.set('balance', address, undefined)).toThrow(
      'Cache value must be JSON-serialisable',
    )
    expect(storage.items.size).toBe(0)
    expect(() => cache.get('prices' as CacheKind, address)).toThrow(
      'Unknown cache kind prices; expected one of balance, nativeBalance, names, identity',
    )
    expect(() =>
      createCache({ storage, clock: createFakeClock(), lifetimes: { names: -5 } }),
    ).toThrow('Cache lifetime of names must be a non-negative ms, got -5')
  })

  it('takes custom lifetimes and prefix', () => {
    const clock = createFakeClock()
    const storage = createMemoryStorage()
    const cache = createCache({ storage, clock, prefix: 'app', lifetimes: { balance: 10 } })
    cache.set('balance', 'k', 'v')
    expect([...storage.items.keys()]).toEqual(['app/balance'])
    clock.advance(10)
    expect(cache.get('balance', 'k')).toBeUndefined()
  })
})
