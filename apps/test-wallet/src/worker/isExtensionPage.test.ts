import { describe, expect, test } from 'vitest'
import { isExtensionPage } from './isExtensionPage'

const extensionUrl = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/'
const check = (sender: { url?: string; origin?: string } | undefined) =>
  isExtensionPage({ sender, extensionUrl, page: 'approve.html' })

describe('isExtensionPage', () => {
  test('the extension’s own approval page passes, with or without a query', () => {
    expect(
      check({ url: `${extensionUrl}approve.html?id=1`, origin: extensionUrl.slice(0, -1) }),
    ).toBe(true)
    expect(check({ url: `${extensionUrl}approve.html` })).toBe(true)
  })

  test.each([
    [
      'a web page (what a content script reports)',
      { url: 'http://127.0.0.1:3000/approve.html', origin: 'http://127.0.0.1:3000' },
    ],
    [
      'another extension',
      { url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/approve.html' },
    ],
    ['another page of the extension', { url: `${extensionUrl}walletconnect.html` }],
    ['a mismatched origin', { url: `${extensionUrl}approve.html`, origin: 'http://evil.example' }],
    ['no URL', { origin: extensionUrl.slice(0, -1) }],
    ['a URL that does not parse', { url: 'approve.html' }],
  ])('%s is refused', (_, sender) => {
    expect(check(sender)).toBe(false)
  })

  test('no sender is refused', () => {
    expect(check(undefined)).toBe(false)
  })
})
