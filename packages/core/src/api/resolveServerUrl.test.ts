import { describe, expect, it } from 'vitest'
import { resolveServerUrl } from './resolveServerUrl'

describe('resolveServerUrl', () => {
  it.each([
    [
      '/public/getTokenImage/ETH',
      'http://127.0.0.1:3000',
      'http://127.0.0.1:3000/public/getTokenImage/ETH',
    ],
    [
      '/public/getTokenImage/ETH',
      'http://127.0.0.1:3000/',
      'http://127.0.0.1:3000/public/getTokenImage/ETH',
    ],
    [
      '/public/getTokenImage/p%20USD',
      'https://a.example/portico',
      'https://a.example/portico/public/getTokenImage/p%20USD',
    ],
    ['https://cdn.example/eth.svg', 'http://127.0.0.1:3000', 'https://cdn.example/eth.svg'],
    ['//evil.example/x', 'http://127.0.0.1:3000', '//evil.example/x'],
    ['', 'http://127.0.0.1:3000', ''],
  ])('%s on %s → %s', (url, baseUrl, resolved) => {
    expect(resolveServerUrl(url, baseUrl)).toBe(resolved)
  })
})
