import { describe, expect, it } from 'vitest'
import { resolveApiUrl } from './resolveApiUrl'

describe('resolveApiUrl', () => {
  it.each([
    [undefined, 'https://app.example', 'https://app.example'],
    ['/portico', 'https://app.example', 'https://app.example/portico'],
    ['https://portico.example', 'https://app.example', 'https://portico.example'],
    ['/portico', undefined, undefined],
    [undefined, undefined, undefined],
    ['https://portico.example', undefined, 'https://portico.example'],
  ])('%s on %s → %s', (apiUrl, origin, expected) => {
    expect(resolveApiUrl(apiUrl, origin)).toBe(expected)
  })
})
