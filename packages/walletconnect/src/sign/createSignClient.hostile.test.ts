// The sign client against a hostile relay or peer (security review L9): answers on the wrong
// topic, replayed requests (also after a reload), events and requests outside the session's
// namespaces, a far expiry, a forged sign-in text. Real clients over WebSocket through the
// real relay (apps/server); the attacker is a raw relay client holding what it would hold.
import { createFakeClock } from '@portico/core/internal'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { decrypt } from '../crypto/decrypt'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deserializeEnvelope } from '../crypto/deserializeEnvelope'
import { encrypt } from '../crypto/encrypt'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32'
import { hashKey } from '../crypto/hashKey'
import { InvalidAuthRequestError } from '../errors/sign'
import { createRelayClient, type RelayClient } from '../relay/createRelayClient'
import type { RelayMessage } from '../relay/types'
import { formatPairingUri } from '../uri/formatPairingUri'
import { parsePairingUri } from '../uri/parsePairingUri'
import { createSignClient, type SignClient } from './createSignClient'
import { SESSION_LIFETIME_S } from './rpc'
import { createMemorySignStorage } from './storage/createMemorySignStorage'
import type { SignStorage } from './storage/types'
import type { SessionNamespaces, SignClientEvents } from './types'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const grant: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [`eip155:1:${address}`],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
}
const ask = {
  requiredNamespaces: {
    eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
  },
}
const personalSign = { method: 'personal_sign', params: ['0x6869', address] }
const meta = (name: string) => ({ name, description: name, url: `https://${name}.test`, icons: [] })

// the run's relay (apps/server), started by the root vitest.config.ts
const relay = { url: inject('relayUrl'), projectId: inject('relayProjectId') }
const closers: { close(): Promise<void> }[] = []

async function client(name: string, options: Partial<Parameters<typeof createSignClient>[0]> = {}) {
  const made = await createSignClient({
    relayUrl: relay.url,
    projectId: relay.projectId,
    metadata: meta(name),
    WebSocketImpl: WebSocket,
    ...options,
  })
  closers.push(made)
  return made
}

/** A relay client of our own: what a relay operator or a holder of a topic's key can do. */
async function attacker(): Promise<RelayClient> {
  const made = createRelayClient({
    relayUrl: relay.url,
    projectId: relay.projectId,
    seed: generateRandomBytes32(),
    WebSocketImpl: WebSocket,
  })
  closers.push(made)
  await made.connect()
  return made
}

function next<E extends keyof SignClientEvents>(made: SignClient, event: E) {
  return new Promise<SignClientEvents[E]>((resolve) => {
    const off = made.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

/** The symmetric key a client keeps for a topic (as it is in its storage). */
async function keyOf(storage: SignStorage, topic: string): Promise<string> {
  const state = (await storage.get('state')) as { symKeys: Record<string, string> }
  return state.symKeys[topic] as string
}

async function connectPair(options: {
  dapp?: Partial<Parameters<typeof createSignClient>[0]>
  wallet?: Partial<Parameters<typeof createSignClient>[0]>
}) {
  const dappStorage = createMemorySignStorage()
  const walletStorage = createMemorySignStorage()
  const dapp = await client('dapp', { storage: dappStorage, ...options.dapp })
  const wallet = await client('wallet', { storage: walletStorage, ...options.wallet })
  wallet.on('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: grant }).catch(() => {})
  })
  const { uri, approval } = await dapp.connect(ask)
  await wallet.pair({ uri: uri as string })
  const session = await approval()
  const symKey = await keyOf(dappStorage, session.topic)
  return { dapp, wallet, session, uri: uri as string, symKey, walletStorage }
}

afterAll(async () => {
  for (const made of closers) await made.close()
})

describe('sign client hardening (our dapp ↔ our wallet, an attacker on the relay)', () => {
  it('an answer on the pairing topic does not settle a request sent on the session topic', async () => {
    const { dapp, wallet, session, uri } = await connectPair({})
    const pairing = parsePairingUri(uri)
    const mallory = await attacker()
    // the review's reproduction: the pairing key is in the wc: URI
    wallet.on('session_request', async ({ id, topic }) => {
      const forged = { id, jsonrpc: '2.0', result: '0xforged' }
      await mallory.publish(
        pairing.topic,
        encrypt({ symKey: pairing.symKey, message: JSON.stringify(forged) }),
        { ttl: 300, tag: 1109 },
      )
      await wallet.respond({ topic, response: { id, result: '0xgenuine' } })
    })
    const result = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: personalSign,
    })
    expect(result).toBe('0xgenuine')
  })

  it('a replayed request is not handled again: same client, and a new client on the same storage', async () => {
    const { dapp, wallet, session, symKey, walletStorage } = await connectPair({})
    // the attacker holds the session topic: it sees every sealed message published on it
    const mallory = await attacker()
    const captured = new Promise<RelayMessage>((resolve) => {
      mallory.on('message', (message) => {
        if (message.topic === session.topic && message.tag === 1108) resolve(message)
      })
    })
    await mallory.subscribe(session.topic)
    const seen: number[] = []
    wallet.on('session_request', ({ id, topic }) => {
      seen.push(id)
      wallet.respond({ topic, response: { id, result: `answer ${id}` } }).catch(() => {})
    })
    await dapp.request({ topic: session.topic, chainId: 'eip155:1', request: personalSign })
    const [first] = seen
    const stored = await captured
    if (first === undefined) throw new Error('no request went through the relay')

    // sealed again (a new ciphertext, so the relay client's dedupe of messages does not see it)
    const again = { id: first, jsonrpc: '2.0', method: 'wc_sessionRequest', params: {} }
    await mallory.publish(session.topic, encrypt({ symKey, message: JSON.stringify(again) }), {
      ttl: 300,
      tag: 1108,
    })
    await dapp.request({ topic: session.topic, chainId: 'eip155:1', request: personalSign })
    expect(seen).toHaveLength(2)
    expect(seen[1]).not.toBe(first)

    // reload (the relay does not deliver again what the wallet acknowledged); the attacker
    // publishes the captured request once the wallet listens again
    await wallet.close()
    const reloaded = await client('wallet', { storage: walletStorage })
    const after = next(reloaded, 'session_request')
    await mallory.publish(session.topic, stored.message, { ttl: 300, tag: 1108 })
    const asked = dapp.request({ topic: session.topic, chainId: 'eip155:1', request: personalSign })
    const { id, topic } = await after
    expect([first, seen[1]]).not.toContain(id)
    await reloaded.respond({ topic, response: { id, result: 'after reload' } })
    expect(await asked).toBe('after reload')
  })

  it('events and requests outside the session namespaces are refused, not applied', async () => {
    const { dapp, wallet, session, symKey } = await connectPair({})
    const mallory = await attacker()
    await mallory.subscribe(session.topic)
    const answers = new Map<number, unknown>()
    const answered = new Map<number, () => void>()
    mallory.on('message', ({ topic, message }) => {
      if (topic !== session.topic) return
      const payload = JSON.parse(decrypt({ symKey, encoded: message }))
      if (!('method' in payload)) {
        answers.set(payload.id, payload.error ?? payload.result)
        answered.get(payload.id)?.()
      }
    })
    async function send(id: number, method: string, params: unknown) {
      const done = new Promise<void>((resolve) => answered.set(id, resolve))
      const payload = { id, jsonrpc: '2.0', method, params }
      await mallory.publish(session.topic, encrypt({ symKey, message: JSON.stringify(payload) }), {
        ttl: 300,
        tag: 1110,
      })
      await done
      return answers.get(id)
    }
    const events: unknown[] = []
    dapp.on('session_event', ({ params }) => events.push(params))
    const requests: unknown[] = []
    wallet.on('session_request', ({ params }) => requests.push(params))

    const chainChanged = { name: 'chainChanged', data: '0x5' }
    expect(await send(1, 'wc_sessionEvent', { event: chainChanged, chainId: 'eip155:5' })).toEqual({
      code: 5100,
      message: 'Unsupported chains.',
    })
    expect(
      await send(2, 'wc_sessionEvent', {
        event: { name: 'message', data: 'hi' },
        chainId: 'eip155:1',
      }),
    ).toEqual({ code: 5102, message: 'Unsupported events.' })
    expect(
      await send(3, 'wc_sessionRequest', { request: personalSign, chainId: 'eip155:5' }),
    ).toEqual({ code: 5100, message: 'Unsupported chains.' })
    expect(
      await send(4, 'wc_sessionRequest', {
        request: { method: 'eth_sign', params: [] },
        chainId: 'eip155:1',
      }),
    ).toEqual({ code: 5101, message: 'Unsupported methods.' })
    // both peers hold the topic and either may answer first: a ping each way shows each has
    // handled what came before it
    await dapp.ping({ topic: session.topic })
    await wallet.ping({ topic: session.topic })
    expect(events).toEqual([])
    expect(requests).toEqual([])
    // a granted one still goes through
    const granted = { event: { name: 'chainChanged', data: '0x1' }, chainId: 'eip155:1' }
    const applied = next(dapp, 'session_event')
    expect(await send(5, 'wc_sessionEvent', granted)).toBe(true)
    await applied
    expect(events).toEqual([granted])
    // our wallet refuses to send what the dapp would refuse
    await expect(
      wallet.emit({ topic: session.topic, chainId: 'eip155:5', event: chainChanged }),
    ).rejects.toThrow('the session does not allow event chainChanged on eip155:5')
  })

  it('a settlement expiring after 7 days is clamped to 7 days (the specs SESSION_EXPIRY)', async () => {
    const start = Date.now()
    // the wallet's clock runs 3 minutes ahead (the pairing URI lives 4): it settles for "now +
    // 7 days" of its own; the dapp keeps the session 7 days of its own, not a second more
    const ahead = 180
    const { session, wallet, dapp, symKey } = await connectPair({
      dapp: { clock: createFakeClock({ start }) },
      wallet: { clock: createFakeClock({ start: start + ahead * 1000 }) },
    })
    const walletExpiry = wallet.sessions().find((s) => s.topic === session.topic)?.expiry
    expect(walletExpiry).toBe(Math.floor(start / 1000) + ahead + SESSION_LIFETIME_S)
    expect(session.expiry).toBe(Math.floor(start / 1000) + SESSION_LIFETIME_S)
    expect(SESSION_LIFETIME_S).toBe(604_800)

    // an extension a year ahead is clamped the same way
    const mallory = await attacker()
    const extended = next(dapp, 'session_extend')
    const extend = {
      id: 7,
      jsonrpc: '2.0',
      method: 'wc_sessionExtend',
      params: { expiry: Math.floor(start / 1000) + 365 * 86_400 },
    }
    await mallory.publish(session.topic, encrypt({ symKey, message: JSON.stringify(extend) }), {
      ttl: 300,
      tag: 1106,
    })
    expect((await extended).params.expiry).toBe(Math.floor(start / 1000) + SESSION_LIFETIME_S)
  })

  it('a sign-in request with a forged line is refused before the wallet is asked', async () => {
    const wallet = await client('wallet')
    const asked: unknown[] = []
    wallet.on('session_authenticate', (request) => asked.push(request))
    const mallory = await attacker()
    const pairing = { topic: hashKey(generateRandomBytes32()), symKey: generateRandomBytes32() }
    const uri = formatPairingUri({
      ...pairing,
      relayProtocol: 'irn',
      expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
      methods: ['wc_sessionAuthenticate'],
    })
    const requester = generateKeyPair()
    const responseTopic = hashKey(requester.publicKey)
    await mallory.subscribe(responseTopic)
    const answer = new Promise<string>((resolve) => {
      mallory.on('message', ({ topic, message }) => {
        if (topic === responseTopic) resolve(message)
      })
    })
    const authPayload = {
      type: 'caip122',
      chains: ['eip155:1'],
      domain: 'app.portico.test',
      aud: 'https://app.portico.test/',
      version: '1',
      nonce: 'f3a9c2b81d7e',
      iat: new Date().toISOString(),
      // the dapp writes a line of its own into the message the user would sign
      statement: 'Sign in\nURI: https://evil.example/',
    }
    const request = {
      id: 42,
      jsonrpc: '2.0',
      method: 'wc_sessionAuthenticate',
      params: {
        authPayload,
        requester: { publicKey: requester.publicKey, metadata: meta('dapp') },
        expiryTimestamp: Math.floor(Date.now() / 1000) + 300,
      },
    }
    await mallory.publish(
      pairing.topic,
      encrypt({ symKey: pairing.symKey, message: JSON.stringify(request) }),
      { ttl: 300, tag: 1116 },
    )
    await wallet.pair({ uri })
    // the refusal comes sealed for the requester's key (type 1)
    const sealed = await answer
    const envelope = deserializeEnvelope({ encoded: sealed })
    const symKey = deriveSymKey(requester.privateKey, envelope.senderPublicKey as string)
    expect(JSON.parse(decrypt({ symKey, encoded: sealed }))).toEqual({
      id: 42,
      jsonrpc: '2.0',
      error: { code: -32602, message: 'Invalid params.' },
    })
    expect(asked).toEqual([])
    expect(wallet.authRequests()).toEqual([])

    // and our dapp does not send one
    const dapp = await client('dapp')
    const refused = dapp.authenticate({
      chains: ['eip155:1'],
      domain: 'app.portico.test',
      uri: 'https://app.portico.test/',
      nonce: 'short',
    })
    await expect(refused).rejects.toThrow(InvalidAuthRequestError)
    await expect(refused).rejects.toMatchObject({ field: 'nonce' })
  })
})
