import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RECENT_WALLETS_MAX } from '../constants'
import { addRecentWallet } from './addRecentWallet'

describe('addRecentWallet', () => {
  it('puts the newest first and keeps the last two', () => {
    let list = addRecentWallet([], { id: 'a', name: 'A' })
    list = addRecentWallet(list, { id: 'b', name: 'B' })
    list = addRecentWallet(list, { id: 'c', name: 'C' })
    expect(list.map((w) => w.id)).toEqual(['c', 'b'])
  })

  it('moves a known wallet to the front without duplicating it, with its new data', () => {
    const list = addRecentWallet(
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      { id: 'b', name: 'B v2' },
    )
    expect(list).toEqual([
      { id: 'b', name: 'B v2' },
      { id: 'a', name: 'A' },
    ])
  })

  it('does not change the list it is given', () => {
    const list = Object.freeze([{ id: 'a' }])
    expect(addRecentWallet(list, { id: 'b' })).toEqual([{ id: 'b' }, { id: 'a' }])
    expect(list).toEqual([{ id: 'a' }])
  })

  it('holds for any sequence: at most 2, unique ids, newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 20 }), (ids) => {
        let list: Array<{ id: string }> = []
        for (const id of ids) list = addRecentWallet(list, { id })
        const expected = [...new Set([...ids].reverse())].slice(0, RECENT_WALLETS_MAX)
        expect(list.map((w) => w.id)).toEqual(expected)
      }),
    )
  })

  it('refuses a wallet without id; treats a non-list as empty', () => {
    expect(() => addRecentWallet([], { id: '' })).toThrow(
      'A recent wallet needs a non-empty string id',
    )
    expect(addRecentWallet(null as unknown as [], { id: 'a' })).toEqual([{ id: 'a' }])
  })
})
