import { describe, expect, it } from 'vitest'
import {
  type GroupTransactionsByMonthReturnType,
  groupTransactionsByMonth,
} from './groupTransactionsByMonth'
import { fungibleTransfer, nftTransfer, transactionAt } from './transactionFixture.test-helpers'

function ids(groups: GroupTransactionsByMonthReturnType) {
  return groups.map(({ year, month, transactions }) => ({
    year,
    month,
    ids: transactions.map((t) => t.id),
  }))
}

describe('groupTransactionsByMonth', () => {
  it('groups by year then month, newest first, across years', () => {
    const groups = groupTransactionsByMonth([
      transactionAt('jan-a', '2025-01-03T10:00:00Z'),
      transactionAt('dec', '2024-12-31T23:59:59Z'),
      transactionAt('mar', '2025-03-01T00:00:00Z'),
      transactionAt('jan-b', '2025-01-20T08:00:00Z'),
      transactionAt('dec-2023', '2023-12-15T08:00:00Z'),
    ])
    expect(ids(groups)).toEqual([
      { year: 2025, month: 2, ids: ['mar'] },
      { year: 2025, month: 0, ids: ['jan-b', 'jan-a'] },
      { year: 2024, month: 11, ids: ['dec'] },
      { year: 2023, month: 11, ids: ['dec-2023'] },
    ])
  })

  it('keeps the input order of items mined at the same time', () => {
    const groups = groupTransactionsByMonth([
      transactionAt('first', '2025-05-05T05:05:05Z'),
      transactionAt('second', '2025-05-05T05:05:05Z'),
    ])
    expect(ids(groups)).toEqual([{ year: 2025, month: 4, ids: ['first', 'second'] }])
  })

  it('drops items whose transfers are all spam, keeps mixed ones and ones with no transfers', () => {
    const groups = groupTransactionsByMonth([
      transactionAt('all-spam', '2025-02-01T00:00:00Z', {
        transfers: [nftTransfer(true), nftTransfer(true)],
      }),
      transactionAt('mixed', '2025-02-02T00:00:00Z', {
        transfers: [nftTransfer(true), nftTransfer(false)],
      }),
      transactionAt('spam-and-fungible', '2025-02-03T00:00:00Z', {
        transfers: [nftTransfer(true), { quantity: { numeric: '5' } }],
      }),
      transactionAt('no-transfers', '2025-02-04T00:00:00Z', { transfers: [] }),
      transactionAt('clean-nft', '2025-02-05T00:00:00Z', { transfers: [nftTransfer(false)] }),
      transactionAt('spam-token', '2025-02-06T00:00:00Z', { transfers: [fungibleTransfer(true)] }),
      transactionAt('spam-token-and-nft', '2025-02-07T00:00:00Z', {
        transfers: [fungibleTransfer(true), nftTransfer(true)],
      }),
      transactionAt('spam-and-clean-token', '2025-02-08T00:00:00Z', {
        transfers: [fungibleTransfer(true), fungibleTransfer(false)],
      }),
    ])
    expect(ids(groups)).toEqual([
      {
        year: 2025,
        month: 1,
        ids: ['spam-and-clean-token', 'clean-nft', 'no-transfers', 'spam-and-fungible', 'mixed'],
      },
    ])
  })

  it('drops items with an unreadable minedAt and returns [] for no items', () => {
    const groups = groupTransactionsByMonth([
      transactionAt('bad', 'not a date'),
      transactionAt('empty', ''),
      transactionAt('ok', '2025-06-01T00:00:00Z'),
    ])
    expect(ids(groups)).toEqual([{ year: 2025, month: 5, ids: ['ok'] }])
    expect(groupTransactionsByMonth([])).toEqual([])
  })

  it('uses the UTC calendar by default and the local one on request', () => {
    const localNewYearsEve = new Date(2025, 11, 31, 23, 30).toISOString()
    const localNewYear = new Date(2026, 0, 1, 0, 30).toISOString()
    const local = groupTransactionsByMonth(
      [transactionAt('eve', localNewYearsEve), transactionAt('new', localNewYear)],
      { timeZone: 'local' },
    )
    expect(ids(local)).toEqual([
      { year: 2026, month: 0, ids: ['new'] },
      { year: 2025, month: 11, ids: ['eve'] },
    ])
    const utc = groupTransactionsByMonth([transactionAt('edge', '2025-12-31T23:30:00-02:00')])
    expect(ids(utc)).toEqual([{ year: 2026, month: 0, ids: ['edge'] }])
  })

  it('does not change the input array', () => {
    const list = [
      transactionAt('a', '2025-01-01T00:00:00Z'),
      transactionAt('b', '2025-02-01T00:00:00Z'),
    ]
    groupTransactionsByMonth(list)
    expect(list.map((t) => t.id)).toEqual(['a', 'b'])
  })
})
