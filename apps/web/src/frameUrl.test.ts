import { describe, expect, it } from 'vitest'
import { frameUrl } from './frameUrl'

describe('frameUrl', () => {
  it("is the app's host on the next port, at /frame", () => {
    expect(frameUrl({ origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3001/frame')
    expect(frameUrl({ origin: 'http://localhost:3100' })).toBe('http://localhost:3101/frame')
    expect(frameUrl({ origin: 'https://app.example.org' })).toBe(
      'https://app.example.org:444/frame',
    )
  })

  it('takes the URL configured at build time', () => {
    expect(
      frameUrl({
        origin: 'https://app.example.org',
        configured: 'https://wallet.example.org/frame',
      }),
    ).toBe('https://wallet.example.org/frame')
  })

  it('refuses a non-http origin', () => {
    expect(() => frameUrl({ origin: 'file:///tmp/x' })).toThrow(
      'frameUrl needs an http(s) origin, got file:///tmp/x',
    )
  })
})
