// Interop, the proof: our Sign client against the official @walletconnect/sign-client@2.21.8 in
// both roles, through the real relay (apps/server), with transactions on a real anvil devnet.
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { createOfficialClient } from './createOfficialClient.testing'
import { createSignClient, type SignClient } from './createSignClient'
import { createDevnetSigner, type DevnetSigner } from './interop.testing'
import type { SessionNamespaces } from './types'

// the run's relay (apps/server), started by the root vitest.config.ts
const relay = { url: inject('relayUrl'), projectId: inject('relayProjectId') }
let devnet: UsedDevnet
let signer: DevnetSigner
let chainId: string
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  devnet = await useDevnet([31337])
  const chain = devnet.chains[0]
  const key = devnet.accounts[1]
  if (!chain || !key) throw new Error('devnet has no chain or account')
  signer = createDevnetSigner(chain, key)
  chainId = chain.caipNetworkId
}, 60_000)

afterAll(async () => {
  for (const close of closers) await close().catch(() => {})
  await devnet?.stop()
})

function namespaces(): SessionNamespaces {
  return {
    eip155: {
      chains: [chainId],
      accounts: [`${chainId}:${signer.address}`],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    },
  }
}
const proposal = () => ({
  optionalNamespaces: {
    eip155: {
      chains: [chainId],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    },
  },
})

async function checkOnChain(hash: Hex, to: Hex, value: bigint) {
  const chain = devnet.chains[0] as { rpcUrl: string }
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const tx = await client.getTransaction({ hash })
  expect(receipt.status).toBe('success')
  expect(tx.from.toLowerCase()).toBe(signer.address.toLowerCase())
  expect(tx.to?.toLowerCase()).toBe(to.toLowerCase())
  expect(tx.value).toBe(value)
}

describe('interop with @walletconnect/sign-client@2.21.8', () => {
  it('our dapp ↔ the official wallet: pair, approve, personal_sign, eth_sendTransaction, delete', async () => {
    const dapp: SignClient = await createSignClient({
      relayUrl: relay.url,
      projectId: relay.projectId,
      metadata: { name: 'Portico dapp', description: 'ours', url: 'https://dapp.test', icons: [] },
      WebSocketImpl: WebSocket,
    })
    closers.push(() => dapp.close())
    const wallet = await createOfficialClient(relay.url, 'official-wallet', relay.projectId)
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
    expect(session.namespaces.eip155?.accounts).toEqual([`${chainId}:${signer.address}`])
    expect(wallet.session.get(session.topic).peer.metadata.name).toBe('Portico dapp')

    const message = '0x48656c6c6f20506f727469636f' as Hex
    const signature = (await dapp.request({
      topic: session.topic,
      chainId,
      request: { method: 'personal_sign', params: [message, signer.address] },
    })) as Hex
    expect(
      await verifyMessage({ address: signer.address, message: { raw: message }, signature }),
    ).toBe(true)

    const to = '0x000000000000000000000000000000000000dEaD' as Hex
    const hash = (await dapp.request({
      topic: session.topic,
      chainId,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: signer.address, to, value: `0x${parseEther('0.5').toString(16)}` }],
      },
    })) as Hex
    await checkOnChain(hash, to, parseEther('0.5'))

    // the official wallet's event and extend (params {}) pass our namespace and expiry checks
    const event = new Promise((resolve) =>
      dapp.on('session_event', ({ params }) => resolve(params)),
    )
    await wallet.emit({
      topic: session.topic,
      chainId,
      event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) },
    })
    expect(await event).toEqual({
      event: { name: 'chainChanged', data: Number(chainId.split(':')[1]) },
      chainId,
    })
    const extended = new Promise<number>((resolve) =>
      dapp.on('session_extend', ({ params }) => resolve(params.expiry)),
    )
    const { acknowledged } = await wallet.extend({ topic: session.topic })
    await acknowledged()
    const expiry = await extended
    expect(expiry).toBeGreaterThanOrEqual(session.expiry)
    expect(expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 7 * 86_400)

    const deleted = new Promise((resolve) => wallet.once('session_delete', resolve))
    await dapp.disconnect({ topic: session.topic })
    await deleted
    expect(wallet.session.getAll().some((s) => s.topic === session.topic)).toBe(false)
  }, 60_000)

  it('the official dapp ↔ our wallet: pair, approve, personal_sign, eth_sendTransaction, delete', async () => {
    const wallet: SignClient = await createSignClient({
      relayUrl: relay.url,
      projectId: relay.projectId,
      metadata: {
        name: 'Portico wallet',
        description: 'ours',
        url: 'https://wallet.test',
        icons: [],
      },
      WebSocketImpl: WebSocket,
    })
    closers.push(() => wallet.close())
    const dapp = await createOfficialClient(relay.url, 'official-dapp', relay.projectId)
    closers.push(() => dapp.core.relayer.transportClose())

    let approved: ReturnType<SignClient['approve']> | undefined
    let proposer = ''
    wallet.on('session_proposal', ({ id, params }) => {
      proposer = params.proposer.metadata.name
      approved = wallet.approve({ id, namespaces: namespaces() })
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
    expect(session.peer.metadata.name).toBe('Portico wallet')
    expect(session.namespaces.eip155?.accounts).toEqual([`${chainId}:${signer.address}`])
    expect(proposer).toBe('official-dapp')
    const ours = await (await (approved as ReturnType<SignClient['approve']>)).acknowledged()
    expect(ours).toMatchObject({ topic: session.topic, acknowledged: true })

    const message = '0x6f6666696369616c' as Hex
    const signature = (await dapp.request({
      topic: session.topic,
      chainId,
      request: { method: 'personal_sign', params: [message, signer.address] },
    })) as Hex
    expect(
      await verifyMessage({ address: signer.address, message: { raw: message }, signature }),
    ).toBe(true)

    const to = '0x000000000000000000000000000000000000bEEF' as Hex
    const hash = (await dapp.request({
      topic: session.topic,
      chainId,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: signer.address, to, value: '0x2386f26fc10000' }],
      },
    })) as Hex
    await checkOnChain(hash, to, 10n ** 16n)

    const deleted = new Promise<{ topic: string }>((resolve) => {
      const off = wallet.on('session_delete', (event) => {
        off()
        resolve(event)
      })
    })
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.sessions().some((s) => s.topic === session.topic)).toBe(false)
  }, 60_000)
})
