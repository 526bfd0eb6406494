// One-click sign-in interop through the run's real relay (apps/server `/relay`): our dapp's
// `authenticate` against the official @walletconnect/sign-client@2.21.8 wallet, and the official
// dapp's `authenticate` against our wallet role; then requests over the session it settled.
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import {
  buildAuthObject as officialBuildAuthObject,
  populateAuthPayload as officialPopulate,
} from '@walletconnect/utils'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildAuthObject } from '../auth/buildAuthObject'
import { formatAuthMessage } from '../auth/formatAuthMessage'
import { populateAuthPayload } from '../auth/populateAuthPayload'
import type { Cacao } from '../auth/types'
import { SignPeerError } from '../errors/sign'
import { createOfficialClient } from './createOfficialClient.testing'
import { createSignClient, type SignClient } from './createSignClient'
import { createDevnetSigner, type DevnetSigner } from './interop.testing'

let devnet: UsedDevnet
// the run's relay (apps/server), started by the root vitest.config.ts
const relayUrl = inject('relayUrl')
let signer: DevnetSigner
let signMessage: (message: string) => Promise<Hex>
let chainId: string
const closers: (() => Promise<unknown>)[] = []
const methods = ['personal_sign', 'eth_sendTransaction']
const metadata = (name: string) => ({
  name,
  description: name,
  url: `https://${name}.test`,
  icons: [],
})
const ask = () => ({
  chains: [chainId],
  domain: 'app.portico.test',
  uri: 'https://app.portico.test/',
  nonce: `n${Date.now().toString(36)}x7`,
  statement: 'Sign in to the Portico demo',
  methods,
})

beforeAll(async () => {
  devnet = await useDevnet([31337])
  const chain = devnet.chains[0]
  const key = devnet.accounts[3]
  if (!chain || !key) throw new Error('devnet has no chain or account')
  signer = createDevnetSigner(chain, key)
  const account = privateKeyToAccount(key.privateKey as Hex)
  signMessage = (message) => account.signMessage({ message })
  chainId = chain.caipNetworkId
}, 60_000)

afterAll(async () => {
  for (const close of closers) await close().catch(() => {})
  await devnet?.stop()
})

async function ourClient(name: string): Promise<SignClient> {
  const made = await createSignClient({
    relayUrl,
    projectId: 'portico-local',
    metadata: metadata(name),
    WebSocketImpl: WebSocket,
  })
  closers.push(() => made.close())
  return made
}

async function officialClient(name: string) {
  const made = await createOfficialClient(relayUrl, name, 'portico-local')
  closers.push(() => made.core.relayer.transportClose())
  return made
}

async function signAndSend(
  request: (method: string, params: unknown) => Promise<unknown>,
  to: Hex,
) {
  const message = '0x6f6e6520636c69636b' as Hex
  const signature = (await request('personal_sign', [message, signer.address])) as Hex
  expect(
    await verifyMessage({ address: signer.address, message: { raw: message }, signature }),
  ).toBe(true)
  const value = parseEther('0.125')
  const hash = (await request('eth_sendTransaction', [
    { from: signer.address, to, value: `0x${value.toString(16)}` },
  ])) as Hex
  const client = createPublicClient({
    transport: http((devnet.chains[0] as { rpcUrl: string }).rpcUrl),
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect((await client.getTransaction({ hash })).value).toBe(value)
}

describe('wc_sessionAuthenticate interop through the real relay', () => {
  it('our dapp authenticate ↔ the official wallet (its formatAuthMessage, a viem signature)', async () => {
    const dapp = await ourClient('portico-dapp')
    const wallet = await officialClient('official-wallet')
    const signed: string[] = []
    wallet.on('session_authenticate', async ({ id, params }) => {
      const request = officialPopulate({
        authPayload: params.authPayload,
        chains: [chainId],
        methods,
      })
      const iss = `did:pkh:${chainId}:${signer.address}`
      const message = wallet.formatAuthMessage({ request, iss })
      signed.push(message)
      const s = await signMessage(message)
      const cacao = officialBuildAuthObject(request, { t: 'eip191', s }, iss)
      await wallet.approveSessionAuthenticate({ id, auths: [cacao] })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const result = await signer.handle(params.request.method, params.request.params)
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
    })
    const { uri, response } = await dapp.authenticate(ask())
    await wallet.pair({ uri: uri as string })
    const { session, auths } = await response()
    const cacao = auths?.[0] as Cacao
    expect(formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })).toBe(signed[0])
    expect(session.peer.metadata.name).toBe('official-wallet')
    expect(session.namespaces.eip155?.accounts).toEqual([`${chainId}:${signer.address}`])
    expect(wallet.session.get(session.topic).namespaces).toEqual(session.namespaces)
    await signAndSend(
      (method, params) =>
        dapp.request({ topic: session.topic, chainId, request: { method, params } }),
      '0x000000000000000000000000000000000000dEaD',
    )
  }, 120_000)

  it('the official dapp authenticate ↔ our wallet (populate, format, sign, buildAuthObject)', async () => {
    const wallet = await ourClient('portico-wallet')
    const dapp = await officialClient('official-dapp')
    const proposals: unknown[] = []
    wallet.on('session_proposal', (proposal) => proposals.push(proposal))
    let message = ''
    wallet.on('session_authenticate', ({ id, params }) => {
      const request = populateAuthPayload({
        authPayload: params.authPayload,
        chains: [chainId],
        methods,
      })
      const iss = `did:pkh:${chainId}:${signer.address}`
      message = formatAuthMessage({ request, iss })
      signMessage(message)
        .then((s) => buildAuthObject({ request, signature: { t: 'eip191', s }, iss }))
        .then((cacao) => wallet.approveSessionAuthenticate({ id, auths: [cacao] }))
        .catch(() => {})
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      signer
        .handle(params.request.method, params.request.params)
        .then((result) => wallet.respond({ topic, response: { id, result } }))
        .catch(() => {})
    })
    const { uri, response } = await dapp.authenticate(ask())
    await wallet.pair({ uri })
    const { session, auths } = await response()
    expect(session).toBeDefined()
    const topic = session?.topic as string
    expect(auths?.[0]?.p.iss).toBe(`did:pkh:${chainId}:${signer.address}`)
    const cacao = auths?.[0] as unknown as Cacao
    expect(formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })).toBe(message)
    expect(wallet.sessions().map((s) => s.topic)).toEqual([topic])
    expect(wallet.sessions()[0]?.namespaces).toEqual(session?.namespaces)
    expect(proposals).toEqual([])
    await signAndSend(
      (method, params) => dapp.request({ topic, chainId, request: { method, params } }),
      '0x000000000000000000000000000000000000bEEF',
    )
  }, 120_000)

  it('refusals cross both ways: our dapp gets SignPeerError, the official dapp a rejection', async () => {
    const officialWallet = await officialClient('official-refuser')
    officialWallet.on('session_authenticate', ({ id }) => {
      officialWallet
        .rejectSessionAuthenticate({ id, reason: { code: 5000, message: 'User rejected.' } })
        .catch(() => {})
    })
    const dapp = await ourClient('portico-dapp-2')
    const first = await dapp.authenticate(ask())
    await officialWallet.pair({ uri: first.uri as string })
    const error = await first.response().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignPeerError)
    expect(error).toMatchObject({ code: 5000 })

    const wallet = await ourClient('portico-refuser')
    wallet.on('session_authenticate', ({ id }) => {
      wallet.rejectSessionAuthenticate({ id }).catch(() => {})
    })
    const officialDapp = await officialClient('official-dapp-2')
    const second = await officialDapp.authenticate(ask())
    await wallet.pair({ uri: second.uri })
    await expect(second.response()).rejects.toBe('User rejected.')
    expect(wallet.sessions()).toEqual([])
  }, 120_000)
})
