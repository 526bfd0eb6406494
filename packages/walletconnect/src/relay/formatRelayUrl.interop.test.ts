// Interop: the URL our relay client opens carries what the official 2.21.8 clients send, so
// WalletConnect's public relay (which serves wallets from app stores) reads it the same way.
import * as relayAuth from '@walletconnect/relay-auth'
import { formatRelayRpcUrl } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { createRelayJwt } from '../jwt/createRelayJwt'
import { formatRelayUrl } from './formatRelayUrl'

const relayUrl = 'wss://relay.walletconnect.org'

describe('relay URL interop with @walletconnect/utils@2.21.8', () => {
  it('sends the same query parameters as formatRelayRpcUrl, with a token the relay verifies', async () => {
    const seed = crypto.getRandomValues(new Uint8Array(32))
    const auth = createRelayJwt({ seed, aud: relayUrl, ttlSeconds: 86_400 })
    const theirs = new URL(
      formatRelayRpcUrl({
        protocol: 'wc',
        version: 2,
        relayUrl,
        sdkVersion: '2.21.8',
        auth,
        projectId: 'cloud-project-id',
        useOnCloseEvent: true,
      }),
    )
    const ours = new URL(
      formatRelayUrl({ relayUrl, auth, projectId: 'cloud-project-id', ua: 'wc-2/portico-0.1.0' }),
    )
    expect(ours.host).toBe(theirs.host)
    expect([...ours.searchParams.keys()].sort()).toEqual([...theirs.searchParams.keys()].sort())
    for (const name of ['auth', 'projectId', 'useOnCloseEvent'])
      expect(ours.searchParams.get(name)).toBe(theirs.searchParams.get(name))
    expect(ours.searchParams.get('ua')).toMatch(/^wc-2\//)
    expect(theirs.searchParams.get('ua')).toMatch(/^wc-2\//)
    // The token is the one the public relay checks: EdDSA, issued by our did:key, for its URL.
    await expect(relayAuth.verifyJWT(auth)).resolves.toBe(true)
    expect(relayAuth.decodeJWT(auth).payload.aud).toBe(relayUrl)
  })
})
