import { expect, test } from '@playwright/test'
import { isLocalUrl } from '../isLocalUrl'

// Plain Playwright `test`: no browser needed for the guard's rule itself.
test('isLocalUrl: this machine and browser-internal schemes only', () => {
  for (const url of [
    'http://127.0.0.1:3100/',
    'http://localhost:18545',
    'ws://127.0.0.1:3100/relay',
    'http://[::1]:3000/x',
    'chrome-extension://abcdefghijklmnop/background.js',
    'data:image/svg+xml;base64,AAAA',
    'blob:http://127.0.0.1:3100/1234',
    'about:blank',
  ])
    expect(isLocalUrl(url), url).toBe(true)
  for (const url of [
    'https://example.com/',
    'http://127.0.0.2/',
    'http://localhost.example.com/',
    'https://fonts.googleapis.com/css',
    'http://10.0.0.1:3000/',
    'ftp://127.0.0.1/',
    'not a url',
  ])
    expect(isLocalUrl(url), url).toBe(false)
})
