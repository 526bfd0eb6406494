import { describe, expect, it } from 'vitest'
import { shortenAddress } from './shortenAddress'

describe('shortenAddress', () => {
  it('keeps the first 4 and last 6 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
    expect(shortenAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('EPjF…yTDt1v')
    expect(shortenAddress('abcdefghijk')).toBe('abcd…fghijk')
  })

  it('leaves 10 characters or fewer unchanged', () => {
    expect(shortenAddress('abcdefghij')).toBe('abcdefghij')
    expect(shortenAddress('0x1234')).toBe('0x1234')
    expect(shortenAddress('')).toBe('')
  })

  it('gives an empty string for a missing address', () => {
    expect(shortenAddress(undefined)).toBe('')
    expect(shortenAddress(null)).toBe('')
  })
})
