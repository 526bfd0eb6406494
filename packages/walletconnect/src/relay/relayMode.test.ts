import { describe, expect, it } from 'vitest'
import { relayMode } from './relayMode'

describe('relayMode', () => {
  it("knows WalletConnect's public relay, with or without query or path", () => {
    expect(relayMode('wss://relay.walletconnect.org')).toBe('public')
    expect(relayMode('wss://relay.walletconnect.com/?projectId=x')).toBe('public')
    expect(relayMode('wss://RELAY.WALLETCONNECT.ORG')).toBe('public')
  })

  it('calls every other relay self-hosted, lookalikes included', () => {
    expect(relayMode('ws://127.0.0.1:3000/relay')).toBe('self-hosted')
    expect(relayMode('wss://app.example.org/relay')).toBe('self-hosted')
    expect(relayMode('wss://relay.walletconnect.org.evil.test')).toBe('self-hosted')
    expect(relayMode('not a url')).toBe('self-hosted')
  })
})
