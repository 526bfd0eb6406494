import { createFakeClock } from '@portico/core/internal'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { InvalidSignInputError, SignNotFoundError, SignPeerError } from '../errors/sign'
import { parsePairingUri } from '../uri/parsePairingUri'
import { createSignClient, type SignClient } from './createSignClient'
import { createMemorySignStorage } from './storage/createMemorySignStorage'
import type { SessionNamespaces, SignClientEvents } from './types'

const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const evmAccount = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAccount = `${solanaChain}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`
const grant: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:31337'],
    accounts: [evmAccount, 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: {
    accounts: [solanaAccount],
    methods: ['solana_signMessage'],
    events: [],
  },
}
const ask = {
  requiredNamespaces: {
    eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] },
  },
  optionalNamespaces: {
    solana: { chains: [solanaChain], methods: ['solana_signMessage'], events: [] },
  },
}
const meta = (name: string) => ({ name, description: name, url: `https://${name}.test`, icons: [] })

function next<E extends keyof SignClientEvents>(client: SignClient, event: E) {
  return new Promise<SignClientEvents[E]>((resolve) => {
    const off = client.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

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

async function connectPair() {
  const dapp = await client('dapp')
  const wallet = await client('wallet')
  wallet.on('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: grant }).catch(() => {})
  })
  const { uri, approval } = await dapp.connect(ask)
  await wallet.pair({ uri: uri as string })
  const session = await approval()
  return { dapp, wallet, session }
}

afterAll(async () => {
  for (const made of clients) await made.close()
})

describe('createSignClient (our dapp ↔ our wallet through the real relay)', () => {
  it('pairs, settles a multi-namespace session and routes requests both ways', async () => {
    const { dapp, wallet, session } = await connectPair()
    expect(session.namespaces).toEqual(grant)
    expect(session.peer.metadata.name).toBe('wallet')
    expect(session.controller).toBe(session.peer.publicKey)
    const walletSession = wallet.sessions().find((s) => s.topic === session.topic)
    expect(walletSession?.self.publicKey).toBe(session.controller)
    expect(dapp.pairings()[0]?.active).toBe(true)

    wallet.on('session_request', ({ id, topic, params }) => {
      const reply =
        params.request.method === 'personal_sign'
          ? { id, result: `signed:${(params.request.params as string[])[0]}:${params.chainId}` }
          : { id, error: { code: 5000, message: 'User rejected.' } }
      wallet.respond({ topic, response: reply }).catch(() => {})
    })
    const signed = await dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68690a', evmAccount.split(':')[2]] },
    })
    expect(signed).toBe('signed:0x68690a:eip155:1')
    const refused = dapp.request({
      topic: session.topic,
      chainId: solanaChain,
      request: { method: 'solana_signMessage', params: { message: 'aGk=' } },
    })
    await expect(refused).rejects.toThrow(SignPeerError)
    await expect(refused).rejects.toMatchObject({ code: 5000, shortMessage: 'User rejected.' })

    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:5',
        request: { method: 'personal_sign', params: [] },
      }),
    ).rejects.toThrow('the session does not include chain eip155:5')
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'eth_sign', params: [] },
      }),
    ).rejects.toThrow('the session does not allow method eth_sign on eip155:1')
  })

  it('events, update, extend, ping and delete', async () => {
    const { dapp, wallet, session } = await connectPair()
    const event = next(dapp, 'session_event')
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 31337 },
    })
    expect((await event).params).toEqual({
      event: { name: 'chainChanged', data: 31337 },
      chainId: 'eip155:1',
    })
    await expect(
      wallet.emit({
        topic: session.topic,
        chainId: solanaChain,
        event: { name: 'accountsChanged', data: [] },
      }),
    ).rejects.toThrow(InvalidSignInputError)

    const namespaces = {
      eip155: { ...grant.eip155, methods: ['personal_sign'] },
    } as SessionNamespaces
    const updated = next(dapp, 'session_update')
    await wallet.update({ topic: session.topic, namespaces })
    expect((await updated).params.namespaces).toEqual(namespaces)
    expect(dapp.sessions().find((s) => s.topic === session.topic)?.namespaces).toEqual(namespaces)
    await expect(dapp.update({ topic: session.topic, namespaces })).rejects.toThrow(
      'only the wallet (controller) can update a session',
    )
    await expect(
      wallet.update({
        topic: session.topic,
        namespaces: { solana: grant.solana } as SessionNamespaces,
      }),
    ).rejects.toThrow('namespaces lack the required namespace eip155')

    const extended = next(dapp, 'session_extend')
    await wallet.extend({ topic: session.topic })
    const { expiry } = (await extended).params
    expect(expiry).toBeGreaterThanOrEqual(session.expiry)
    expect(dapp.sessions().find((s) => s.topic === session.topic)?.expiry).toBe(expiry)

    const pinged = next(wallet, 'session_ping')
    await dapp.ping({ topic: session.topic })
    expect((await pinged).topic).toBe(session.topic)
    await wallet.ping({ topic: session.pairingTopic })

    const deleted = next(wallet, 'session_delete')
    await dapp.disconnect({ topic: session.topic })
    expect((await deleted).params).toEqual({ code: 6000, message: 'User disconnected.' })
    expect(wallet.sessions().some((s) => s.topic === session.topic)).toBe(false)
    expect(dapp.sessions().some((s) => s.topic === session.topic)).toBe(false)
    await expect(dapp.ping({ topic: session.topic })).rejects.toThrow(SignNotFoundError)
  })

  it('a rejected proposal rejects approval with the wallet reason', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    const proposal = next(wallet, 'session_proposal')
    const { uri, approval } = await dapp.connect(ask)
    await wallet.pair({ uri: uri as string })
    const { id, params } = await proposal
    expect(params.requiredNamespaces).toEqual(ask.requiredNamespaces)
    expect(params.proposer.metadata.name).toBe('dapp')
    await expect(
      wallet.approve({ id, namespaces: { solana: grant.solana } as SessionNamespaces }),
    ).rejects.toThrow('namespaces lack the required namespace eip155')
    await wallet.reject({ id })
    await expect(approval()).rejects.toMatchObject({ code: 5000, shortMessage: 'User rejected.' })
    await expect(wallet.approve({ id, namespaces: grant })).rejects.toThrow(SignNotFoundError)
  })

  it('a reload restores sessions, keys and subscriptions from storage', async () => {
    const storage = createMemorySignStorage()
    const dapp = await client('dapp', { storage })
    const wallet = await client('wallet')
    wallet.on('session_proposal', ({ id }) => {
      wallet.approve({ id, namespaces: grant }).catch(() => {})
    })
    const { uri, approval } = await dapp.connect(ask)
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    await dapp.close()

    const reloaded = await client('dapp', { storage })
    expect(reloaded.clientId).toBe(dapp.clientId)
    expect(reloaded.sessions().map((s) => s.topic)).toEqual([session.topic])
    wallet.on('session_request', ({ id, topic }) => {
      wallet.respond({ topic, response: { id, result: 'after reload' } }).catch(() => {})
    })
    const result = await reloaded.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x00', '0x00'] },
    })
    expect(result).toBe('after reload')
    const event = next(reloaded, 'session_event')
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: [] },
    })
    expect((await event).topic).toBe(session.topic)
  })

  it('pairings expire after 4 minutes and sessions at their expiry (injected clock)', async () => {
    const clock = createFakeClock({ start: Date.now() })
    const dapp = await client('dapp', { clock })
    const { uri } = await dapp.connect(ask)
    const { topic, expiryTimestamp } = parsePairingUri(uri as string)
    expect((expiryTimestamp as number) * 1000 - clock.now()).toBeGreaterThan(239_000)
    expect((expiryTimestamp as number) * 1000 - clock.now()).toBeLessThanOrEqual(240_000)
    const expired = next(dapp, 'pairing_expire')
    clock.advance(240_000)
    expect((await expired).topic).toBe(topic)
    expect(dapp.pairings()).toEqual([])
    const wallet = await client('wallet', { clock })
    await expect(wallet.pair({ uri: uri as string })).rejects.toThrow(
      'Expired: the pairing URI has expired',
    )
  })

  it('bad input gets clear errors', async () => {
    const dapp = await client('dapp')
    await expect(dapp.connect({})).rejects.toThrow(
      'connect needs requiredNamespaces or optionalNamespaces',
    )
    await expect(
      dapp.connect({ requiredNamespaces: { eip155: { chains: ['1'], methods: [], events: [] } } }),
    ).rejects.toThrow('requiredNamespaces.eip155.chains must be CAIP-2 chain ids')
    await expect(dapp.pair({ uri: 'wc:nope' })).rejects.toThrow('Invalid pairing URI')
    await expect(
      createSignClient({
        relayUrl: relay.url,
        projectId: 'p',
        metadata: {} as never,
        WebSocketImpl: WebSocket,
      }),
    ).rejects.toThrow('metadata needs at least a name and a url')
  })
})
