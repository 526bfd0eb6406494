import { describe, expect, test } from 'vitest'
import { peerOrigin } from './peerOrigin'

describe('peerOrigin', () => {
  test.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://127.0.0.1:3100/some/page?x=1', 'http://127.0.0.1:3100'],
    ['https://App.Example.org/', 'https://app.example.org'],
  ])('%s → %s', (url, origin) => {
    expect(peerOrigin(url)).toBe(origin)
  })

  test.each([undefined, '', 'not a url', 'javascript:alert(1)', 'chrome-extension://abc/x', 42])(
    'refuses %j with -32602',
    (url) => {
      expect(() => peerOrigin(url)).toThrow("The dapp's metadata url is not an http(s) URL")
      try {
        peerOrigin(url)
      } catch (error) {
        expect((error as { code: number }).code).toBe(-32602)
      }
    },
  )
})
