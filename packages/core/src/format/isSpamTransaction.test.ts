import { describe, expect, it } from 'vitest'
import { isSpamTransaction } from './isSpamTransaction'
import { fungibleTransfer, nftTransfer, transactionAt } from './transactionFixture.test-helpers'

const at = '2025-01-01T00:00:00Z'

describe('isSpamTransaction', () => {
  it.each([
    ['one spam NFT', [nftTransfer(true)], true],
    ['one spam fungible token', [fungibleTransfer(true)], true],
    ['spam NFT and spam token', [nftTransfer(true), fungibleTransfer(true)], true],
    ['spam NFT and a clean token', [nftTransfer(true), fungibleTransfer(false)], false],
    ['spam token and a clean NFT', [fungibleTransfer(true), nftTransfer(false)], false],
    [
      'a token without flags',
      [{ fungible_info: { symbol: 'X' }, quantity: { numeric: '1' } }],
      false,
    ],
    ['no transfers', [], false],
  ])('%s → %s', (_, transfers, expected) => {
    expect(isSpamTransaction(transactionAt('t', at, { transfers }))).toBe(expected)
  })
})
