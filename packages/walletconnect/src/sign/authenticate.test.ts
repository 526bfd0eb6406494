// One-click sign-in between our two roles through the real relay (apps/server): signed
// CACAOs settle the same session on both sides; refusal, fallback proposal, expiry, bad CACAOs.
import { createFakeClock } from '@portico/core/internal'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { buildAuthObject } from '../auth/buildAuthObject'
import { formatAuthMessage } from '../auth/formatAuthMessage'
import { populateAuthPayload } from '../auth/populateAuthPayload'
import { decodeRecap, encodeRecap, recapAbilities } from '../auth/recap'
import type { Cacao } from '../auth/types'
import { InvalidSignInputError, SignExpiredError, SignPeerError } from '../errors/sign'
import { parsePairingUri } from '../uri/parsePairingUri'
import { createSignClient, type SignClient } from './createSignClient'
import { createMemorySignStorage } from './storage/createMemorySignStorage'
import type { AuthRequest, SignClientEvents } from './types'

// anvil's first two keys (public test keys)
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const other = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const meta = (name: string) => ({ name, description: name, url: `https://${name}.test`, icons: [] })
const walletChains = ['eip155:1', 'eip155:31337']
const walletMethods = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']

// the run's relay (apps/server), started by the root vitest.config.ts
const relay = { url: inject('relayUrl'), projectId: inject('relayProjectId') }
const clients: SignClient[] = []
async function client(name: string, options: Partial<Parameters<typeof createSignClient>[0]> = {}) {
  const made = await createSignClient({
    relayUrl: relay.url,
    projectId: relay.projectId,
    metadata: meta(name),
    WebSocketImpl: WebSocket,
    ...options,
  })
  clients.push(made)
  return made
}

function next<E extends keyof SignClientEvents>(signClient: SignClient, event: E) {
  return new Promise<SignClientEvents[E]>((resolve) => {
    const off = signClient.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

/** What a wallet does: narrow the request, sign its message on the first chain, build the CACAO. */
async function signIn(request: AuthRequest, signer = account) {
  const authPayload = populateAuthPayload({
    authPayload: request.params.authPayload,
    chains: walletChains,
    methods: walletMethods,
  })
  const iss = `did:pkh:${authPayload.chains[0]}:${account.address}`
  const message = formatAuthMessage({ request: authPayload, iss })
  const s = await signer.signMessage({ message })
  return {
    message,
    cacao: buildAuthObject({ request: authPayload, signature: { t: 'eip191', s }, iss }),
  }
}

const ask = {
  chains: ['eip155:31337', 'eip155:10'],
  domain: 'app.portico.test',
  uri: 'https://app.portico.test/login',
  nonce: 'f3a9c2b81d7e',
  statement: 'Sign in to Portico',
  methods: ['personal_sign', 'eth_sendTransaction', 'wallet_sendCalls'],
}

afterAll(async () => {
  for (const made of clients) await made.close()
})

describe('authenticate (our dapp ↔ our wallet)', () => {
  it('signs in with one prompt: verified CACAO, the same session on both sides, requests work', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    const proposals: unknown[] = []
    wallet.on('session_proposal', (proposal) => proposals.push(proposal))
    // a wallet listens for sign-in all along, so the fallback proposal stays silent whichever
    // the relay delivers first (two messages stored in the same millisecond go out in hash order)
    wallet.on('session_authenticate', () => {})
    const received = next(wallet, 'session_authenticate')
    const { uri, response } = await dapp.authenticate(ask)
    expect(parsePairingUri(uri as string).methods).toEqual(['wc_sessionAuthenticate'])
    await wallet.pair({ uri: uri as string })
    const request = await received
    expect(request.params.requester.metadata.name).toBe('dapp')
    expect(request.params.authPayload).toMatchObject({
      type: 'caip122',
      chains: ask.chains,
      domain: ask.domain,
      aud: ask.uri,
      nonce: ask.nonce,
      version: '1',
      statement: ask.statement,
    })
    expect(wallet.authRequests().map((r) => r.id)).toEqual([request.id])

    const { message, cacao } = await signIn(request)
    expect(message).toContain(
      "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
    )
    const approved = await wallet.approveSessionAuthenticate({ id: request.id, auths: [cacao] })
    const result = await response()
    expect(result.auths).toEqual([JSON.parse(JSON.stringify(cacao))])
    const returned = result.auths?.[0] as Cacao
    expect(formatAuthMessage({ request: returned.p, iss: returned.p.iss })).toBe(message)
    expect(
      await verifyMessage({ address: account.address, message, signature: returned.s.s as Hex }),
    ).toBe(true)

    const session = result.session
    expect(session.topic).toBe(approved.session?.topic)
    expect(session.namespaces).toEqual(approved.session?.namespaces)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`])
    expect(session.namespaces.eip155?.methods).toEqual(['eth_sendTransaction', 'personal_sign'])
    expect(session.controller).toBe(approved.session?.self.publicKey)
    expect(proposals).toEqual([])
    expect(wallet.authRequests()).toEqual([])
    expect(dapp.pairings().find((p) => p.topic === session.pairingTopic)?.active).toBe(true)

    wallet.on('session_request', ({ id, topic, params }) => {
      const [hexMessage] = params.request.params as [Hex]
      account
        .signMessage({ message: { raw: hexMessage } })
        .then((result) => wallet.respond({ topic, response: { id, result } }))
    })
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: ['0x6869', account.address] },
    })) as Hex
    expect(
      await verifyMessage({ address: account.address, message: { raw: '0x6869' }, signature }),
    ).toBe(true)
  })

  it('a refusal rejects response() with SignPeerError (user rejected)', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    const received = next(wallet, 'session_authenticate')
    const { uri, response } = await dapp.authenticate(ask)
    await wallet.pair({ uri: uri as string })
    const { id } = await received
    await wallet.rejectSessionAuthenticate({ id })
    const error = await response().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignPeerError)
    expect(error).toMatchObject({ code: 5000, shortMessage: 'User rejected.' })
    expect(dapp.sessions()).toEqual([])
    await expect(wallet.rejectSessionAuthenticate({ id })).rejects.toThrow(
      'No matching auth request',
    )
  })

  it('a wallet without sign-in answers the fallback proposal: a session without auths', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    wallet.on('session_proposal', ({ id, params }) => {
      expect(params.optionalNamespaces?.eip155?.methods).toEqual([
        'personal_sign',
        'eth_sendTransaction',
        'wallet_sendCalls',
      ])
      wallet
        .approve({
          id,
          namespaces: {
            eip155: {
              chains: ['eip155:31337'],
              accounts: [`eip155:31337:${account.address}`],
              methods: ['personal_sign'],
              events: ['accountsChanged', 'chainChanged'],
            },
          },
        })
        .catch(() => {})
    })
    const { uri, response } = await dapp.authenticate(ask)
    await wallet.pair({ uri: uri as string })
    const result = await response()
    expect(result.auths).toBeUndefined()
    expect(result.session.peer.metadata.name).toBe('wallet')
    expect(wallet.sessions().map((s) => s.topic)).toEqual([result.session.topic])
  })

  it('the wallet refuses CACAOs that are not signed by iss or answer another request', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    const received = next(wallet, 'session_authenticate')
    const { uri } = await dapp.authenticate(ask)
    await wallet.pair({ uri: uri as string })
    const request = await received
    const forged = (await signIn(request, other)).cacao
    await expect(
      wallet.approveSessionAuthenticate({ id: request.id, auths: [forged] }),
    ).rejects.toThrow(InvalidSignInputError)
    const { cacao } = await signIn(request)
    const wrongNonce = { ...cacao, p: { ...cacao.p, nonce: 'another-nonce' } }
    await expect(
      wallet.approveSessionAuthenticate({ id: request.id, auths: [wrongNonce] }),
    ).rejects.toThrow("the CACAO's nonce is not the requested one")
    await expect(wallet.approveSessionAuthenticate({ id: request.id, auths: [] })).rejects.toThrow(
      InvalidSignInputError,
    )
    expect(wallet.authRequests()).toHaveLength(1)
  })

  it('sends exp, nbf, iat, requestId and merges a ReCap already in resources', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    const received = next(wallet, 'session_authenticate')
    const files = encodeRecap({
      att: { 'https://files.portico.test': recapAbilities('crud', ['read']) },
    })
    const { uri } = await dapp.authenticate({
      ...ask,
      methods: undefined,
      exp: '2030-01-01T00:00:00.000Z',
      nbf: '2029-12-31T00:00:00.000Z',
      iat: '2029-12-31T12:00:00.000Z',
      requestId: 'req-7',
      resources: ['https://portico.test/tos', files],
    })
    await wallet.pair({ uri: uri as string })
    const { params } = await received
    expect(params.authPayload).toMatchObject({
      exp: '2030-01-01T00:00:00.000Z',
      nbf: '2029-12-31T00:00:00.000Z',
      iat: '2029-12-31T12:00:00.000Z',
      requestId: 'req-7',
    })
    expect(params.authPayload.resources?.[0]).toBe('https://portico.test/tos')
    expect(decodeRecap(params.authPayload.resources?.[1] as string)).toEqual({
      att: {
        eip155: { 'request/personal_sign': [{}] },
        'https://files.portico.test': { 'crud/read': [{}] },
      },
    })
  })

  it('a wallet restarted from its storage still answers the pending request', async () => {
    const storage = createMemorySignStorage()
    const dapp = await client('dapp')
    const first = await client('wallet', { storage })
    const received = next(first, 'session_authenticate')
    const { uri, response } = await dapp.authenticate(ask)
    await first.pair({ uri: uri as string })
    const request = await received
    await first.close()
    const again = await client('wallet', { storage })
    expect(again.authRequests()).toEqual([request])
    const { cacao } = await signIn(request)
    const { session } = await again.approveSessionAuthenticate({ id: request.id, auths: [cacao] })
    expect((await response()).session.topic).toBe(session?.topic)
  })

  it('expires after one hour by default (injected clock)', async () => {
    const clock = createFakeClock({ start: Date.now() })
    const dapp = await client('dapp', { clock })
    const { response } = await dapp.authenticate(ask)
    const settled = response().catch((e: unknown) => e)
    clock.advance(3_599_000)
    clock.advance(1_000)
    expect(await settled).toBeInstanceOf(SignExpiredError)
  })

  it('refuses bad input with a clear error', async () => {
    const dapp = await client('dapp')
    await expect(dapp.authenticate({ ...ask, chains: [] })).rejects.toThrow(
      'authenticate needs chains',
    )
    await expect(
      dapp.authenticate({ ...ask, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    ).rejects.toThrow('eip155 chains only')
    await expect(dapp.authenticate({ ...ask, nonce: '' })).rejects.toThrow('nonce')
    await expect(dapp.authenticate({ ...ask, statement: 'two\nlines' })).rejects.toThrow('one line')
    await expect(dapp.authenticate({ ...ask, expiry: 0 })).rejects.toThrow('expiry')
    await expect(dapp.authenticate({ ...ask, pairingTopic: 'f'.repeat(64) })).rejects.toThrow(
      'No matching pairing',
    )
  })
})
