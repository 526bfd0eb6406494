import type { Transaction, TransactionTransfer } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { filterActivity } from './filterActivity'
import { listActivityTokens } from './listActivityTokens'

const item = (id: string, transfers: TransactionTransfer[]): Transaction => ({
  id,
  metadata: {
    minedAt: '2026-11-27T03:00:00Z',
    chain: 'eip155:31337',
    operationType: transfers.length === 0 ? 'approve' : 'send',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers,
})
const transfer = (symbol: string, direction: 'in' | 'out' | 'self'): TransactionTransfer => ({
  fungible_info: { symbol, name: symbol },
  direction,
  quantity: { numeric: '1' },
})

const sendEth = item('send-eth', [transfer('ETH', 'out')])
const receiveUsdc = item('receive-usdc', [transfer('USDC', 'in')])
const trade = item('trade', [transfer('ETH', 'out'), transfer('USDC', 'in')])
const approval = item('approve', [])
const all = [sendEth, receiveUsdc, trade, approval]
const ids = (list: Transaction[]) => list.map((t) => t.id)

describe('filterActivity', () => {
  test('all and all keeps every item, in order', () => {
    expect(
      ids(filterActivity({ transactions: all, filter: { direction: 'all', token: 'all' } })),
    ).toEqual(['send-eth', 'receive-usdc', 'trade', 'approve'])
  })

  test('a direction keeps the items with a transfer that way', () => {
    expect(
      ids(filterActivity({ transactions: all, filter: { direction: 'out', token: 'all' } })),
    ).toEqual(['send-eth', 'trade'])
    expect(
      ids(filterActivity({ transactions: all, filter: { direction: 'in', token: 'all' } })),
    ).toEqual(['receive-usdc', 'trade'])
    expect(
      filterActivity({ transactions: all, filter: { direction: 'self', token: 'all' } }),
    ).toEqual([])
  })

  test('a token keeps the items that moved it; with a direction, the same transfer must match', () => {
    expect(
      ids(filterActivity({ transactions: all, filter: { direction: 'all', token: 'USDC' } })),
    ).toEqual(['receive-usdc', 'trade'])
    expect(
      ids(filterActivity({ transactions: all, filter: { direction: 'out', token: 'USDC' } })),
    ).toEqual([])
    expect(
      ids(filterActivity({ transactions: all, filter: { direction: 'in', token: 'USDC' } })),
    ).toEqual(['receive-usdc', 'trade'])
  })
})

describe('listActivityTokens', () => {
  test('the symbols moved, sorted, once each', () => {
    expect(listActivityTokens(all)).toEqual(['ETH', 'USDC'])
    expect(listActivityTokens([approval])).toEqual([])
  })
})
