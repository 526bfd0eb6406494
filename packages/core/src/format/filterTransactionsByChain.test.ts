import { describe, expect, it } from 'vitest'
import { filterTransactionsByChain } from './filterTransactionsByChain'
import { transactionAt } from './transactionFixture.test-helpers'

const time = '2025-01-01T00:00:00Z'

describe('filterTransactionsByChain', () => {
  it('keeps only the items of the given network, in order', () => {
    const list = [
      transactionAt('a', time, { chain: 'eip155:31337' }),
      transactionAt('b', time, { chain: 'eip155:31338' }),
      transactionAt('c', time, { chain: 'eip155:31337' }),
      transactionAt('d', time, { chain: 'eip155:1' }),
    ]
    expect(filterTransactionsByChain(list, 'eip155:31337').map((t) => t.id)).toEqual(['a', 'c'])
    expect(filterTransactionsByChain(list, 'eip155:313').map((t) => t.id)).toEqual([])
  })

  it('matches a legacy Solana id to the current one', () => {
    const list = [
      transactionAt('old', time, { chain: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' }),
      transactionAt('new', time, { chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      transactionAt('devnet', time, { chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
    ]
    expect(
      filterTransactionsByChain(list, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').map((t) => t.id),
    ).toEqual(['old', 'new'])
  })

  it('drops items without a chain and matches nothing for an empty id', () => {
    const list = [transactionAt('none', time, { chain: '' }), transactionAt('a', time)]
    expect(filterTransactionsByChain(list, 'eip155:31337').map((t) => t.id)).toEqual(['a'])
    expect(filterTransactionsByChain(list, '')).toEqual([])
  })

  it('matches nothing for an id that is not CAIP-2, and drops items whose chain is not CAIP-2', () => {
    const list = [
      transactionAt('bad', time, { chain: 'nope:1' }),
      transactionAt('bad-too', time, { chain: 'eip155' }),
      transactionAt('a', time),
    ]
    expect(filterTransactionsByChain(list, 'nope:1')).toEqual([])
    expect(filterTransactionsByChain(list, 'eip155')).toEqual([])
    expect(filterTransactionsByChain(list, 'eip155:31337').map((t) => t.id)).toEqual(['a'])
  })

  it('drops an item without metadata instead of throwing', () => {
    const broken = { id: 'x' } as unknown as ReturnType<typeof transactionAt>
    expect(filterTransactionsByChain([broken, transactionAt('a', time)], 'eip155:31337')).toEqual([
      transactionAt('a', time),
    ])
  })

  it('keeps the items of a network the app configured itself (a local Solana cluster)', () => {
    const local = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'
    const item = transactionAt('s', time, { chain: local })
    expect(filterTransactionsByChain([item], local)).toEqual([])
    expect(filterTransactionsByChain([item], local, { networks: [local] })).toEqual([item])
  })
})
