import { describe, expect, it } from 'vitest'
import { isWalletRejection } from './isWalletRejection'

describe('isWalletRejection', () => {
  it('knows the rejections Solana wallets throw', () => {
    expect(isWalletRejection(Object.assign(new Error('no'), { code: 4001 }))).toBe(true)
    // Phantom, Solflare, Backpack and the test wallet word it like these.
    for (const message of [
      'User rejected the request.',
      'User rejected the request',
      'User denied transaction signature',
      'The user declined the request',
      'Request rejected',
      'user cancelled',
    ])
      expect(isWalletRejection(new Error(message)), message).toBe(true)
    expect(isWalletRejection(new Error('wrapped', { cause: new Error('User rejected') }))).toBe(
      true,
    )
  })

  it('does not take other failures for a rejection', () => {
    for (const value of [
      new Error('Blockhash not found'),
      Object.assign(new Error('x'), { code: 4100 }),
      'User rejected the request', // a bare string is no error object
      undefined,
      null,
    ])
      expect(isWalletRejection(value)).toBe(false)
  })
})
