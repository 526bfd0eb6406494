import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction'
import { nftTransfer, transactionAt } from './transactionFixture.test-helpers'

const at = '2026-03-04T10:20:00Z'

describe('describeTransaction', () => {
  it('a send: the receiver, a negative amount with 3 decimals truncated', () => {
    const send = transactionAt('s', at, {
      transfers: [
        {
          fungible_info: { symbol: 'ETH' },
          direction: 'out',
          quantity: { numeric: '1.5999', decimals: '18' },
        },
      ],
    })
    send.metadata.hash = '0xabc'
    expect(describeTransaction(send)).toEqual({
      operationType: 'send',
      counterpart: send.metadata.sentTo,
      transfers: [{ amount: '-1.599 ETH', symbol: 'ETH', direction: 'out' }],
      status: 'confirmed',
      hash: '0xabc',
      minedAt: Date.parse(at),
    })
  })

  it('a receive: the sender, a positive amount; exact beyond float precision', () => {
    const receive = transactionAt('r', at, {
      transfers: [
        {
          fungible_info: { symbol: 'pUSD' },
          direction: 'in',
          quantity: { numeric: '123456789012345678901.123456', decimals: '6' },
        },
      ],
    })
    receive.metadata.operationType = 'receive'
    const described = describeTransaction(receive)
    expect(described.counterpart).toBe(receive.metadata.sentFrom)
    expect(described.transfers[0]?.amount).toBe('+123456789012345678901.123 pUSD')
  })

  it('a trade lists each transfer; self transfers and NFTs; no symbol', () => {
    const trade = transactionAt('t', 'not a date', {
      transfers: [
        { fungible_info: { symbol: 'PTK' }, direction: 'out', quantity: { numeric: '2' } },
        { fungible_info: { symbol: 'pUSD' }, direction: 'in', quantity: { numeric: '5.25' } },
        { fungible_info: { symbol: 'ETH' }, direction: 'self', quantity: { numeric: '0.1' } },
        nftTransfer(false),
        { quantity: { numeric: '7' } },
      ],
    })
    trade.metadata.operationType = 'trade'
    const described = describeTransaction(trade)
    expect(described.transfers.map((t) => t.amount)).toEqual([
      '-2.000 PTK',
      '+5.250 pUSD',
      '0.100 ETH',
      '+1 Drop',
      '7.000',
    ])
    expect(described.minedAt).toBeNaN()
  })
})
