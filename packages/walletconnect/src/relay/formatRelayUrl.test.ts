import { describe, expect, it } from 'vitest'
import { formatRelayUrl } from './formatRelayUrl'

describe('formatRelayUrl', () => {
  it('adds auth, projectId and ua, keeping existing query parameters', () => {
    const url = new URL(
      formatRelayUrl({
        relayUrl: 'wss://relay.test/relay?region=eu',
        auth: 'a.b.c',
        projectId: 'p1',
        ua: 'wc-2/x',
      }),
    )
    expect(url.pathname).toBe('/relay')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      region: 'eu',
      auth: 'a.b.c',
      projectId: 'p1',
      ua: 'wc-2/x',
      useOnCloseEvent: 'true',
    })
  })

  it('leaves useOnCloseEvent out when asked to', () => {
    const url = formatRelayUrl({
      relayUrl: 'wss://relay.test',
      auth: 'a.b.c',
      projectId: 'p1',
      useOnCloseEvent: false,
    })
    expect(new URL(url).searchParams.has('useOnCloseEvent')).toBe(false)
  })

  it('refuses non-WebSocket URLs, credentials in the URL and a missing project id', () => {
    expect(() => formatRelayUrl({ relayUrl: 'relay', auth: 'x', projectId: 'p' })).toThrow(
      'Invalid relay input: relayUrl must be a ws:// or wss:// URL',
    )
    expect(() =>
      formatRelayUrl({ relayUrl: 'http://relay.test', auth: 'x', projectId: 'p' }),
    ).toThrow('Invalid relay input: relayUrl must be a ws:// or wss:// URL')
    expect(() =>
      formatRelayUrl({ relayUrl: 'wss://u:secret@relay.test', auth: 'x', projectId: 'p' }),
    ).toThrow('Invalid relay input: relayUrl must not hold credentials')
    expect(() =>
      formatRelayUrl({ relayUrl: 'wss://relay.test', auth: 'x', projectId: '' }),
    ).toThrow('Invalid relay input: projectId is required')
  })
})
