import { describe, expect, it } from 'vitest'
import { createConnectionStore } from '../createConnectionStore'
import { createDeepLinkStorage, deepLinkStorageKey } from './createDeepLinkStorage'

function memory() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('createDeepLinkStorage', () => {
  it('stores on a connect with a deep link and deletes on reset (through the connection store)', () => {
    const storage = memory()
    const deepLink = createDeepLinkStorage({ storage })
    const connection = createConnectionStore({
      storeDeepLink: deepLink.store,
      deleteDeepLink: deepLink.remove,
    })
    const linking = { name: 'Rainbow', href: 'rainbow://' }
    connection.setConnected({ namespace: 'eip155', address: '0xf39F', linking })
    expect(JSON.parse(storage.map.get(deepLinkStorageKey) ?? '')).toEqual(linking)
    connection.reset()
    expect(storage.map.has(deepLinkStorageKey)).toBe(false)
  })

  it('refuses a bad record', () => {
    const storage = memory()
    expect(() => createDeepLinkStorage({ storage }).store({ name: 'x' } as never)).toThrow(
      'A deep-link record needs a name and an href',
    )
  })

  it('is a no-op without storage', () => {
    const deepLink = createDeepLinkStorage({ storage: undefined })
    expect(() => deepLink.store({ name: 'a', href: 'a://' })).not.toThrow()
    expect(() => deepLink.remove()).not.toThrow()
  })
})
