import { describe, expect, it } from 'vitest'
import { RECENT_WALLETS_MAX } from '../constants'
import { createRecentWalletsStore } from './createRecentWalletsStore'

const memory = () => {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  }
}
const a = { id: 'a.wallet', name: 'A' }
const b = { id: 'b.wallet', name: 'B' }
const c = { id: 'c.wallet', name: 'C' }

describe('createRecentWalletsStore', () => {
  it('keeps the most recent first, once each, at most RECENT_WALLETS_MAX', () => {
    const recent = createRecentWalletsStore()
    recent.add(a)
    recent.add(b)
    recent.add(a)
    expect(recent.getState().recentWallets).toEqual([a, b])
    recent.add(c)
    expect(recent.getState().recentWallets).toEqual([c, a].slice(0, RECENT_WALLETS_MAX))
  })

  it('survives a reload through its storage', () => {
    const storage = memory()
    createRecentWalletsStore({ storage }).add(b)
    expect(createRecentWalletsStore({ storage }).getState().recentWallets).toEqual([b])
  })

  it('ignores unreadable stored data and refuses a wallet without id', () => {
    const storage = memory()
    storage.setItem('portico.recentWallets', '{not json')
    const recent = createRecentWalletsStore({ storage })
    expect(recent.getState().recentWallets).toEqual([])
    expect(() => recent.add({ id: '', name: 'X' })).toThrowError(
      'A recent wallet needs a non-empty string id',
    )
    expect(() => recent.add({ id: 'x.wallet', name: '' })).toThrowError(
      'A recent wallet needs an id and a name',
    )
    expect(recent.getState().recentWallets).toEqual([])
  })
})
