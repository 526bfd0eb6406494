import { describe, expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage'

describe('isSignedMessage', () => {
  it('accepts 0x plus 62 or more hex characters', () => {
    expect(isSignedMessage(`0x${'f'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'1B'.repeat(65)}`)).toBe(true)
    expect(isSignedMessage(`0x${'0'.repeat(1000)}`)).toBe(true)
  })

  it('rejects 61 characters, 0X, non-hex, empty and non-strings', () => {
    expect(isSignedMessage(`0x${'f'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage(`0X${'f'.repeat(62)}`)).toBe(false)
    expect(isSignedMessage(`0x${'f'.repeat(61)}z`)).toBe(false)
    expect(isSignedMessage('')).toBe(false)
    expect(isSignedMessage(undefined)).toBe(false)
  })
})
