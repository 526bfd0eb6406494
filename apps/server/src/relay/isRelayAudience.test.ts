import { describe, expect, it } from 'vitest'
import { isRelayAudience } from './isRelayAudience'

describe('isRelayAudience', () => {
  it.each([
    ['ws://localhost:3000/relay', 'localhost:3000'],
    ['ws://LOCALHOST:3000/relay/', 'localhost:3000'],
    ['http://127.0.0.1:3000/relay', '127.0.0.1:3000'],
    ['wss://relay.example.org/relay', 'relay.example.org'],
    ['wss://relay.example.org:443/relay', 'relay.example.org'],
    ['ws://[::1]:4000/relay?x=1', '[::1]:4000'],
  ])('accepts %s on host %s', (aud, host) => {
    expect(isRelayAudience({ aud, host })).toBe(true)
  })

  it.each([
    ['wss://relay.walletconnect.org', 'localhost:3000'],
    ['ws://localhost:3001/relay', 'localhost:3000'],
    ['ws://localhost:3000/', 'localhost:3000'],
    ['ws://localhost:3000/relay/x', 'localhost:3000'],
    ['ftp://localhost:3000/relay', 'localhost:3000'],
    ['not a url', 'localhost:3000'],
    ['ws://localhost:3000/relay', ''],
  ])('refuses %s on host %s', (aud, host) => {
    expect(isRelayAudience({ aud, host })).toBe(false)
  })
})
