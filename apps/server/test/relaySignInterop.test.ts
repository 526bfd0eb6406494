// Interop through the real relay (this server's `/relay`, PGlite on disk or DATABASE_URL), with the
// relay restarted in the middle of each session: Portico's Sign client (@portico/walletconnect)
// against the official sign-client 2.21.8, both roles.
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createSignClient, type SessionNamespaces, type SignClient } from '@portico/walletconnect'
import {
  createDevnetSigner,
  createOfficialClient,
  type DevnetSigner,
} from '@portico/walletconnect/testing'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RelayServer, restartableRelay } from './relaySockets'

let devnet: UsedDevnet
const relay = restartableRelay('relay-sign-interop', { samePort: true })
/** The running server; its URL stays the same across restarts. */
let server: RelayServer
let signer: DevnetSigner
let chainId: string
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  devnet = await useDevnet([31337])
  const chain = devnet.chains[0]
  const key = devnet.accounts[2]
  if (!chain || !key) throw new Error('devnet has no chain or account')
  signer = createDevnetSigner(chain, key)
  chainId = chain.caipNetworkId
  server = await relay.restart()
}, 60_000)

afterAll(async () => {
  for (const close of closers) await close().catch(() => {})
  await relay.close()
  await devnet?.stop()
})

const namespaces = (): SessionNamespaces => ({
  eip155: {
    chains: [chainId],
    accounts: [`${chainId}:${signer.address}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
})
const proposal = () => ({
  optionalNamespaces: {
    eip155: { chains: [chainId], methods: ['personal_sign', 'eth_sendTransaction'], events: [] },
  },
})
const metadata = (name: string) => ({
  name,
  description: name,
  url: `https://${name}.test`,
  icons: [],
})

async function signAndSend(
  request: (method: string, params: unknown) => Promise<unknown>,
  to: Hex,
) {
  const message = '0x72656c6179' as Hex
  const signature = (await request('personal_sign', [message, signer.address])) as Hex
  expect(
    await verifyMessage({ address: signer.address, message: { raw: message }, signature }),
  ).toBe(true)
  await relay.restart()
  const value = parseEther('0.25')
  const hash = (await request('eth_sendTransaction', [
    { from: signer.address, to, value: `0x${value.toString(16)}` },
  ])) as Hex
  const chain = devnet.chains[0] as { rpcUrl: string }
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect((await client.getTransaction({ hash })).value).toBe(value)
}

describe('interop through the real relay, restarted mid-session', () => {
  it('our dapp ↔ the official wallet', async () => {
    const relayUrl = server.url
    const dapp: SignClient = await createSignClient({
      relayUrl,
      projectId: 'portico-local',
      metadata: metadata('portico-dapp'),
      WebSocketImpl: WebSocket,
    })
    closers.push(() => dapp.close())
    const wallet = await createOfficialClient(relayUrl, 'official-wallet', 'portico-local')
    closers.push(() => wallet.core.relayer.transportClose())
    wallet.on('session_proposal', async ({ id }) => {
      await wallet.approve({ id, namespaces: namespaces() })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const result = await signer.handle(params.request.method, params.request.params)
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    })
    const { uri, approval } = await dapp.connect(proposal())
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.peer.metadata.name).toBe('official-wallet')
    await signAndSend(
      (method, params) =>
        dapp.request({ topic: session.topic, chainId, request: { method, params } }),
      '0x000000000000000000000000000000000000dEaD',
    )
    const deleted = new Promise((resolve) => wallet.once('session_delete', resolve))
    await dapp.disconnect({ topic: session.topic })
    await deleted
  }, 120_000)

  it('the official dapp ↔ our wallet', async () => {
    const relayUrl = server.url
    const wallet: SignClient = await createSignClient({
      relayUrl,
      projectId: 'portico-local',
      metadata: metadata('portico-wallet'),
      WebSocketImpl: WebSocket,
    })
    closers.push(() => wallet.close())
    const dapp = await createOfficialClient(relayUrl, 'official-dapp', 'portico-local')
    closers.push(() => dapp.core.relayer.transportClose())
    wallet.on('session_proposal', ({ id }) => {
      wallet.approve({ id, namespaces: namespaces() }).catch(() => {})
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      signer
        .handle(params.request.method, params.request.params)
        .then((result) => wallet.respond({ topic, response: { id, result } }))
        .catch(() => {})
    })
    const { uri, approval } = await dapp.connect(proposal())
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.peer.metadata.name).toBe('portico-wallet')
    await signAndSend(
      (method, params) =>
        dapp.request({ topic: session.topic, chainId, request: { method, params } }),
      '0x000000000000000000000000000000000000bEEF',
    )
    const deleted = new Promise((resolve) => wallet.on('session_delete', resolve))
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await deleted
    expect(wallet.sessions()).toEqual([])
  }, 120_000)
})
