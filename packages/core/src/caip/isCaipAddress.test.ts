import { describe, expect, it } from 'vitest'
import { isCaipAddress } from './isCaipAddress'

describe('isCaipAddress', () => {
  it('is true for what parseCaipAddress accepts', () => {
    expect(isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
  })

  it('is false for what it rejects and for non-strings', () => {
    for (const value of [
      '',
      'eip155:1',
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb:x',
      'hedera:mainnet:0.0.1234567890-zbhlt',
      undefined,
      {},
    ]) {
      expect(isCaipAddress(value)).toBe(false)
    }
  })
})
