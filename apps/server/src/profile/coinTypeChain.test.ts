import { describe, expect, test } from 'vitest'
import { chainOfCoinType } from './coinTypeChain'

describe('chainOfCoinType', () => {
  test('60 is the default chain, 0x80000000|id the EVM chain id, others none (ENSIP-11)', () => {
    expect(chainOfCoinType({ coinType: 60, defaultChain: 'eip155:31337' })).toBe('eip155:31337')
    expect(chainOfCoinType({ coinType: 60, defaultChain: undefined })).toBeUndefined()
    expect(chainOfCoinType({ coinType: 0x80000000 + 8453, defaultChain: undefined })).toBe(
      'eip155:8453',
    )
    expect(chainOfCoinType({ coinType: 0x80000000, defaultChain: 'eip155:1' })).toBeUndefined()
    expect(chainOfCoinType({ coinType: 501, defaultChain: 'eip155:1' })).toBeUndefined()
  })
})
