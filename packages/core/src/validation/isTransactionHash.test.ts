import { describe, expect, it } from 'vitest'
import { isTransactionHash } from './isTransactionHash'

describe('isTransactionHash', () => {
  it('accepts 0x plus exactly 64 hex characters in either case', () => {
    expect(isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${'AbC09'.repeat(12)}abcd`)).toBe(true)
  })

  it('rejects other lengths, 0X, missing prefix, non-hex and non-strings', () => {
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isTransactionHash(`0X${'a'.repeat(64)}`)).toBe(false)
    expect(isTransactionHash('a'.repeat(66))).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
    expect(isTransactionHash('')).toBe(false)
    expect(isTransactionHash(null)).toBe(false)
  })
})
