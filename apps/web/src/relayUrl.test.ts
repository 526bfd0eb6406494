import { describe, expect, it } from 'vitest'
import { relayUrl } from './relayUrl'

describe('relayUrl', () => {
  it('is the origin’s /relay over ws, or wss behind https', () => {
    expect(relayUrl({ origin: 'http://127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/relay')
    expect(relayUrl({ origin: 'https://app.example.org' })).toBe('wss://app.example.org/relay')
    expect(relayUrl({ origin: 'http://localhost:5173/some/page' })).toBe(
      'ws://localhost:5173/relay',
    )
  })

  it('refuses a non-http origin', () => {
    expect(() => relayUrl({ origin: 'file:///tmp/x' })).toThrow(
      'relayUrl needs an http(s) origin, got file:///tmp/x',
    )
  })
})
