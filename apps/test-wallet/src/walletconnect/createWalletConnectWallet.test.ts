// The wallet page's logic against our dapp role through the REAL relay (apps/server `/relay` on
// PGlite) and the worker's request handling on a devnet — only the person at the prompt is scripted.

import type { AddressInfo } from 'node:net'
import { devnetMnemonic } from '@portico/devnet/chains'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { type CreateServerReturnType, createServer, loadConfig } from '@portico/server'
import {
  createSignClient,
  formatAuthMessage,
  type Session,
  type SignClient,
  type SignClientEvents,
} from '@portico/walletconnect'
import {
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { resolveWalletConfig } from '../build/resolveWalletConfig'
import type { ApprovalPrompt } from '../messages'
import { serveWalletConnectCall } from '../worker/serveWalletConnectCall'
import { createMemoryStore } from '../worker/walletStore'
import { createWalletConnectWallet } from './createWalletConnectWallet'

const account = mnemonicToAccount(devnetMnemonic)
const dappUrl = 'http://127.0.0.1:5173'
let devnet: UsedDevnet
let server: CreateServerReturnType
let relayUrl: string
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338])
  server = await createServer(
    loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: 'memory://',
      PORTICO_RPC_URLS: devnet.chains.map((c) => `${c.caipNetworkId}=${c.rpcUrl}`).join(','),
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_INDEXER: 'off',
    }),
  )
  await server.app.listen({ host: '127.0.0.1', port: 0 })
  relayUrl = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/relay`
}, 60_000)

afterEach(async () => {
  for (const close of closers.splice(0)) await close().catch(() => {})
})

afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

function rpcUrl(id: number): string {
  const chain = devnet.chains.find((c) => c.id === id)
  if (!chain) throw new Error(`chain ${id} is not running`)
  return chain.rpcUrl
}

const client = async (name: string, url: string): Promise<SignClient> => {
  const c = await createSignClient({
    relayUrl,
    projectId: 'portico-local',
    metadata: { name, description: name, url, icons: [] },
    WebSocketImpl: WebSocket as never,
  })
  closers.push(() => c.close())
  return c
}

/** Our wallet page's logic + the worker in process; `answers` are the person's clicks. */
async function setup(answers: boolean[]) {
  const prompts: ApprovalPrompt[] = []
  const store = createMemoryStore({ defaultChainId: 31337 })
  const context = {
    account,
    config: resolveWalletConfig({ rpcUrls: { 31337: rpcUrl(31337), 31338: rpcUrl(31338) } }),
    store,
    async approve(prompt: ApprovalPrompt) {
      prompts.push(prompt)
      const answer = answers.shift()
      if (answer === undefined) throw new Error(`unexpected prompt: ${prompt.title}`)
      return answer
    },
  }
  const walletClient = await client('Portico Test Wallet', 'https://wallet.portico.test')
  const errors: unknown[] = []
  const wallet = createWalletConnectWallet({
    client: walletClient,
    link: (origin, call) => serveWalletConnectCall(context, { origin, call }),
    chains: [31337, 31338],
    onError: (error) => errors.push(error),
  })
  closers.push(async () => wallet.close())
  const dapp = await client('Portico Demo', `${dappUrl}/app`)
  return { wallet, walletClient, dapp, store, prompts, errors }
}

const eip155 = {
  chains: ['eip155:31337', 'eip155:31338'],
  methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
  events: ['accountsChanged', 'chainChanged'],
}

async function connected(answers: boolean[]) {
  const parts = await setup(answers)
  const { uri, approval } = await parts.dapp.connect({ optionalNamespaces: { eip155 } })
  await parts.wallet.pair(uriOf(uri))
  const session = await approval()
  return { ...parts, session }
}

function uriOf(uri: string | undefined): string {
  if (!uri) throw new Error('connect gave no pairing URI')
  return uri
}

function next<E extends keyof SignClientEvents>(c: SignClient, event: E) {
  return new Promise<SignClientEvents[E]>((resolve) => {
    const off = c.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

describe('createWalletConnectWallet through the real relay', () => {
  test('a proposal prompts once and grants eip155 on the wallet chains to the dapp origin', async () => {
    const { session, prompts, store, wallet } = await connected([true])
    expect(prompts.map((p) => p.title)).toEqual(['Connect to Portico Demo'])
    expect(prompts[0]?.details.join('\n')).toContain(dappUrl)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${account.address}`,
      `eip155:31338:${account.address}`,
    ])
    expect(session.namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    const state = await store.read()
    expect(Object.keys(state.walletConnectPermissions)).toEqual([dappUrl])
    expect(state.permissions).toEqual({})
    expect(wallet.sessions().map((s) => s.peer.metadata.name)).toEqual(['Portico Demo'])
  })

  test('Reject refuses the proposal and grants nothing', async () => {
    const { dapp, wallet, store } = await setup([false])
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
    const refused = expect(approval()).rejects.toMatchObject({ code: 5000 })
    await wallet.pair(uriOf(uri))
    await refused
    expect((await store.read()).walletConnectPermissions).toEqual({})
    expect(wallet.sessions()).toEqual([])
  })

  test('a required chain the wallet lacks is refused with 5100, without a prompt', async () => {
    const { dapp, wallet, prompts } = await setup([])
    const { uri, approval } = await dapp.connect({
      requiredNamespaces: { eip155: { ...eip155, chains: ['eip155:1'] } },
    })
    const refused = expect(approval()).rejects.toMatchObject({ code: 5100 })
    await wallet.pair(uriOf(uri))
    await refused
    expect(prompts).toEqual([])
  })

  test('personal_sign is signed by the worker after its prompt', async () => {
    const { dapp, session, prompts } = await connected([true, true])
    const message = 'hello over WalletConnect'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex(message), account.address] },
    })) as Hex
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(prompts.map((p) => p.title)).toEqual(['Connect to Portico Demo', 'Sign message'])
  })

  test('eth_sendTransaction lands on the chain the dapp named', async () => {
    const { dapp, session, store } = await connected([true, true])
    const to = mnemonicToAccount(devnetMnemonic, { addressIndex: 7 }).address
    const chain = createPublicClient({ transport: http(rpcUrl(31338)) })
    const before = await chain.getBalance({ address: to })
    const hash = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31338',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to, value: numberToHex(parseEther('0.25')) }],
      },
    })) as Hex
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await chain.getBalance({ address: to })).toBe(before + parseEther('0.25'))
    // The wallet's own chain (the injected provider's) did not move.
    expect((await store.read()).chainId).toBe(31337)
  })

  test('a rejected request answers 4001; a switch outside the session is 4902', async () => {
    const { dapp, session } = await connected([true, false])
    const ask = (chainId: string, method: string, params: unknown) =>
      dapp.request({ topic: session.topic, chainId, request: { method, params } })
    await expect(
      ask('eip155:31337', 'personal_sign', [stringToHex('no'), account.address]),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      ask('eip155:31338', 'wallet_switchEthereumChain', [{ chainId: numberToHex(31339) }]),
    ).rejects.toMatchObject({ code: 4902 })
  })

  test('wallet_switchEthereumChain prompts and announces chainChanged to the session', async () => {
    const { dapp, session, prompts } = await connected([true, true])
    const event = next(dapp, 'session_event')
    await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(31338) }] },
    })
    expect((await event).params).toEqual({
      chainId: 'eip155:31338',
      event: { name: 'chainChanged', data: 31338 },
    })
    expect(prompts.at(-1)?.title).toBe('Switch network to Portico Devnet 2')
  })

  test('Disconnect in the wallet ends the session on both sides and forgets the grant', async () => {
    const { dapp, wallet, session, store } = await connected([true])
    const deleted = next(dapp, 'session_delete')
    await wallet.disconnect(session.topic)
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.sessions()).toEqual([])
    expect(dapp.sessions()).toEqual([])
    expect((await store.read()).walletConnectPermissions).toEqual({})
  })

  test('the dapp ending the session updates the list and forgets the grant', async () => {
    const { dapp, wallet, walletClient, session, store } = await connected([true])
    const changed = new Promise<Session[]>((resolve) =>
      wallet.onChange(() => resolve(wallet.sessions())),
    )
    const deleted = next(walletClient, 'session_delete')
    await dapp.disconnect({ topic: session.topic })
    await deleted
    expect(await changed).toEqual([])
    await expect.poll(async () => (await store.read()).walletConnectPermissions).toEqual({})
  })
})

describe('one-prompt sign-in (wc_sessionAuthenticate) through the real relay', () => {
  const signIn = (
    dapp: SignClient,
    chains = ['eip155:31337', 'eip155:31338'],
    site = { domain: '127.0.0.1:5173', uri: dappUrl },
  ) =>
    dapp.authenticate({
      chains,
      ...site,
      nonce: 'n0nce1234567',
      statement: 'Sign in to Portico Demo',
      methods: ['personal_sign', 'eth_sendTransaction'],
    })

  test('ONE Approve connects and signs in on every chain; the session then serves requests', async () => {
    const { dapp, wallet, prompts, store } = await setup([true, true])
    const { uri, response } = await signIn(dapp)
    await wallet.pair(uriOf(uri))
    const { session, auths } = await response()
    expect(prompts.map((p) => p.title)).toEqual(['Sign in to Portico Demo'])
    expect(prompts[0]?.warnings).toEqual([
      `Sign-in to 127.0.0.1:5173: the domain and URI match the requesting site ${dappUrl}.`,
      `${dappUrl} is the URL the dapp declares over WalletConnect: the wallet cannot check it.`,
    ])
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:31337:${account.address}`,
      `did:pkh:eip155:31338:${account.address}`,
    ])
    for (const cacao of auths ?? []) {
      const message = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      expect(prompts[0]?.details).toContain(message)
      expect(message).toContain('Sign in to Portico Demo')
      expect(message).toContain('Nonce: n0nce1234567')
      const signature = cacao.s.s as Hex
      expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    }
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31338:${account.address}`)
    expect(wallet.sessions().map((s) => s.topic)).toEqual([session.topic])
    expect(Object.keys((await store.read()).walletConnectPermissions)).toEqual([dappUrl])
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex('after'), account.address] },
    })) as Hex
    expect(await verifyMessage({ address: account.address, message: 'after', signature })).toBe(
      true,
    )
    expect(prompts.map((p) => p.title)).toEqual(['Sign in to Portico Demo', 'Sign message'])
  })

  test('Reject refuses the sign-in as a user rejection and makes no session', async () => {
    const { dapp, wallet, store } = await setup([false])
    const { uri, response } = await signIn(dapp)
    const refused = expect(response()).rejects.toMatchObject({ code: 5000 })
    await wallet.pair(uriOf(uri))
    await refused
    expect(wallet.sessions()).toEqual([])
    expect((await store.read()).walletConnectPermissions).toEqual({})
  })

  test.each([
    ['domain', { domain: 'portico.example', uri: dappUrl }, 'it is for portico.example'],
    ['uri', { domain: '127.0.0.1:5173', uri: 'https://portico.example' }, 'its URI'],
  ])(
    'a sign-in whose %s is not the dapp’s own url is refused with 4100, without a prompt (L10)',
    async (_, site, reason) => {
      const { dapp, wallet, prompts, store } = await setup([])
      const { uri, response } = await signIn(dapp, undefined, site)
      const refused = expect(response()).rejects.toMatchObject({
        code: 4100,
        message: expect.stringContaining(
          `The wallet refuses to sign this sign-in message: ${reason}`,
        ),
      })
      await wallet.pair(uriOf(uri))
      await refused
      expect(prompts).toEqual([])
      expect(wallet.sessions()).toEqual([])
      expect((await store.read()).walletConnectPermissions).toEqual({})
    },
  )

  test('a sign-in on chains the wallet lacks is refused with 5100, without a prompt', async () => {
    const { dapp, wallet, prompts } = await setup([])
    const { uri, response } = await signIn(dapp, ['eip155:1'])
    const refused = expect(response()).rejects.toMatchObject({ code: 5100 })
    await wallet.pair(uriOf(uri))
    await refused
    expect(prompts).toEqual([])
  })
})
