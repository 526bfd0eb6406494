// The relay preset through the real relay (apps/server on a local port, configured as "public")
// with the OFFICIAL @walletconnect/sign-client 2.21.8 as the wallet on that same relay.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { createOfficialClient, type OfficialSignClient } from '../sign/createOfficialClient.testing'
import { createWalletConnectHub } from './createWalletConnectHub'
import { PUBLIC_RELAY_URL, publicRelayNeedsProjectId, resolveRelay } from './resolveRelay'

const metadata = { name: 'dapp', description: 'dapp', url: 'https://dapp.test', icons: [] }
// the run's relay (apps/server), started by the root vitest.config.ts
const relay = { url: inject('relayUrl'), projectId: inject('relayProjectId') }
let wallet: OfficialSignClient

beforeAll(async () => {
  wallet = await createOfficialClient(relay.url, 'official-public-wallet', relay.projectId)
  wallet.on('session_proposal', async ({ id, params }) => {
    const chains = params.optionalNamespaces.eip155?.chains ?? []
    await wallet.approve({
      id,
      namespaces: {
        eip155: {
          accounts: chains.map((c) => `${c}:0x90F79bf6EB2c4f870365E785982E1f101E93b906`),
          methods: params.optionalNamespaces.eip155?.methods ?? [],
          events: [],
        },
      },
    })
  })
}, 60_000)
afterAll(async () => {
  await wallet?.core.relayer.transportClose().catch(() => undefined)
})

describe('relay preset', () => {
  it("relay: 'public' needs the WalletConnect projectId, and means WalletConnect's relay", () => {
    expect(() => resolveRelay({ relay: 'public', projectId: '' })).toThrow(
      expect.objectContaining({
        name: 'InvalidParameterError',
        shortMessage: publicRelayNeedsProjectId,
      }),
    )
    expect(() =>
      createWalletConnectHub({ relay: 'public', projectId: ' ', metadata, storage: null }),
    ).toThrow("relay: 'public' needs your WalletConnect Cloud projectId")
    expect(resolveRelay({ relay: 'public', projectId: 'abc123' })).toEqual({
      url: PUBLIC_RELAY_URL,
      mode: 'public',
    })
    expect(resolveRelay({ relay: { url: 'ws://127.0.0.1:3000/relay' }, projectId: 'x' })).toEqual({
      url: 'ws://127.0.0.1:3000/relay',
      mode: 'self-hosted',
    })
  })

  it("relay: 'public' pairs through the relay standing at the public URL: the official wallet there approves", async () => {
    const hub = createWalletConnectHub({
      relay: 'public',
      publicRelayUrl: relay.url,
      projectId: relay.projectId,
      metadata,
      storage: null,
      WebSocketImpl: WebSocket as never,
    })
    expect([hub.relayUrl, hub.relayMode]).toEqual([relay.url, 'public'])
    hub.offer('eip155', { chains: ['eip155:1'], methods: ['personal_sign'], events: [] })
    const client = await hub.loadClient()
    const { uri, approval } = await client.connect({ optionalNamespaces: hub.proposal() })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/)
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([
      'eip155:1:0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    ])
    expect(hub.latestSession(client, 'eip155')?.topic).toBe(session.topic)
    await client.close()
    // loadClient's first import of the Sign client (its modules transformed on first use) and
    // a pairing over the relay the project's other suites load at the same time
  }, 30_000)
})
