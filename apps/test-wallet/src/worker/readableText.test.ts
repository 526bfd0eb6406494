import { describe, expect, test } from 'vitest'
import { readableText } from './readableText'

describe('readableText', () => {
  test('printable UTF-8 (with newlines, tabs, non-ASCII) is text', () => {
    const text = 'Sign in to 127.0.0.1:3000\n\tNonce: ü 🔑\r\n'
    expect(readableText(new TextEncoder().encode(text))).toBe(text)
  })

  test('invalid UTF-8 or other control characters are not', () => {
    expect(readableText(new Uint8Array([0xff, 0xfe]))).toBeUndefined()
    expect(readableText(new Uint8Array([0x41, 0x00, 0x42]))).toBeUndefined()
    expect(readableText(new TextEncoder().encode('bell\u0007'))).toBeUndefined()
  })
})
