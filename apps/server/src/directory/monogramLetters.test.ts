import { expect, test } from 'vitest'
import { monogramLetters } from './monogramLetters'

test('monogram letters of wallet names', () => {
  expect(
    [
      'Coinbase Wallet',
      'MetaMask',
      'imToken',
      'Rainbow',
      'Crypto.com Onchain',
      '1inch Wallet',
      '',
    ].map(monogramLetters),
  ).toEqual(['CW', 'MM', 'I', 'R', 'CC', '1W', ''])
})
