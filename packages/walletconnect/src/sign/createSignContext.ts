// The shared machinery of a sign client (internal): persisted state, keys, the relay, sealed
// JSON-RPC requests and responses with their tags, and expiry. Protocol steps live beside it.
import { type Clock, systemClock } from '@portico/core/internal'
import { decrypt } from '../crypto/decrypt'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { deserializeEnvelope } from '../crypto/deserializeEnvelope'
import { encrypt } from '../crypto/encrypt'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32'
import { hashKey } from '../crypto/hashKey'
import { SocketNotReadyError } from '../errors/relay'
import { SignNotFoundError, SignPeerError, SignTimeoutError } from '../errors/sign'
import { createRelayClient, type RelayClient } from '../relay/createRelayClient'
import type { WebSocketConstructor } from '../relay/types'
import { payloadId, type SignMethod, signMethods } from './rpc'
import { loadRequestHistory } from './storage/loadRequestHistory'
import type { SignStorage } from './storage/types'
import type {
  AuthRequest,
  JsonRpcError,
  JsonRpcRequest,
  Pairing,
  Session,
  SessionProposal,
  SignClientEvents,
  SignMetadata,
} from './types'

export type SignState = {
  seed: string
  /** topic → symmetric key */
  symKeys: Map<string, string>
  /** public key → private key */
  keyPairs: Map<string, string>
  pairings: Map<string, Pairing>
  sessions: Map<string, Session>
  /** proposals received (wallet) or sent (dapp), by JSON-RPC id */
  proposals: Map<number, SessionProposal>
  /** `wc_sessionAuthenticate` requests received and not answered yet (wallet), by id */
  authRequests: Map<number, AuthRequest>
}

type Pending = {
  method: SignMethod
  /** The topics an answer may come on: the one the request went out on (and a sealed answer's). */
  topics: readonly string[]
  resolve(result: unknown): void
  reject(error: Error): void
  timer: unknown
}

export type SignContextParameters = {
  relayUrl: string
  projectId: string
  metadata: SignMetadata
  storage: SignStorage
  clock: Clock
  WebSocketImpl?: WebSocketConstructor | undefined
  seed?: string | undefined
}

export type SignContext = Awaited<ReturnType<typeof createSignContext>>

const stateKey = 'state'

type Stored = {
  seed?: string
  symKeys?: Record<string, string>
  keyPairs?: Record<string, string>
  pairings?: Pairing[]
  sessions?: Session[]
  proposals?: SessionProposal[]
  authRequests?: AuthRequest[]
}

export async function createSignContext(parameters: SignContextParameters) {
  const { storage, clock, metadata } = parameters
  const stored = ((await storage.get(stateKey)) ?? {}) as Stored
  const state: SignState = {
    seed: parameters.seed ?? stored.seed ?? generateRandomBytes32(),
    symKeys: new Map(Object.entries(stored.symKeys ?? {})),
    keyPairs: new Map(Object.entries(stored.keyPairs ?? {})),
    pairings: new Map((stored.pairings ?? []).map((pairing) => [pairing.topic, pairing])),
    sessions: new Map((stored.sessions ?? []).map((session) => [session.topic, session])),
    proposals: new Map((stored.proposals ?? []).map((proposal) => [proposal.id, proposal])),
    authRequests: new Map((stored.authRequests ?? []).map((request) => [request.id, request])),
  }
  /** Ids of the requests each topic delivered (persisted): a replayed request is dropped. */
  const history = await loadRequestHistory({
    storage,
    onError: (error) => emit('error', error),
  })
  history.retain(state.symKeys.keys())
  const relay: RelayClient = createRelayClient({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId,
    seed: state.seed,
    WebSocketImpl: parameters.WebSocketImpl,
    // tokens carry the Sign clock's time; the socket's backoff and reply timeouts stay real time
    clock: { ...systemClock, now: () => clock.now() },
  })
  const pending = new Map<number, Pending>()
  /** method of each request received and not answered yet, for the response tag */
  const received = new Map<number, SignMethod>()
  const listeners = new Map<keyof SignClientEvents, Set<(payload: never) => void>>()
  let onRequest: (topic: string, request: JsonRpcRequest) => void = () => {}
  let saving = Promise.resolve()
  let sweepTimer: unknown
  /** Type-1 answers to one of our public keys arrive on hash(public key): topic → private key. */
  const responseTopics = new Map<string, string>()
  let closed = false

  function nowSeconds() {
    return Math.floor(clock.now() / 1000)
  }

  function emit<E extends keyof SignClientEvents>(event: E, payload: SignClientEvents[E]) {
    for (const listener of listeners.get(event) ?? []) {
      try {
        ;(listener as (p: SignClientEvents[E]) => void)(payload)
      } catch (error) {
        if (event !== 'error') emit('error', error as Error)
      }
    }
  }

  function on<E extends keyof SignClientEvents>(
    event: E,
    listener: (payload: SignClientEvents[E]) => void,
  ): () => void {
    let set = listeners.get(event)
    if (!set) {
      set = new Set()
      listeners.set(event, set)
    }
    set.add(listener as (payload: never) => void)
    return () => set.delete(listener as (payload: never) => void)
  }

  /** Writes the whole state (calls are serialized; each writes the state as it is then). */
  function save(): Promise<void> {
    const snapshot = {
      seed: state.seed,
      symKeys: Object.fromEntries(state.symKeys),
      keyPairs: Object.fromEntries(state.keyPairs),
      pairings: [...state.pairings.values()],
      sessions: [...state.sessions.values()],
      proposals: [...state.proposals.values()],
      authRequests: [...state.authRequests.values()],
    }
    saving = saving.then(() => storage.set(stateKey, snapshot))
    schedule()
    return saving
  }

  async function subscribe(topic: string, symKey: string) {
    state.symKeys.set(topic, symKey)
    await save()
    await relay.subscribe(topic)
  }

  /** Drops a topic's key and subscription (the relay call may fail when offline: ignored). */
  async function forget(topic: string) {
    state.symKeys.delete(topic)
    history.forget(topic)
    await save()
    await relay.unsubscribe(topic).catch(() => {})
  }

  async function publish(topic: string, payload: object, options: { ttl: number; tag: number }) {
    const symKey = state.symKeys.get(topic)
    if (!symKey) throw new SignNotFoundError('topic', topic)
    await relay.publish(topic, encrypt({ symKey, message: JSON.stringify(payload) }), options)
  }

  /**
   * Sends a request; `result` settles with the peer's answer (SignPeerError for an error answer,
   * SignTimeoutError after `timeoutMs`, default the method's ttl). Only an answer on `topic` (or
   * on one of `alsoAnsweredOn`, e.g. the topic of a sealed answer) settles it: the same id on
   * another topic we hold a key for (a pairing's key is in its URI) is ignored.
   */
  async function sendRequest(
    topic: string,
    method: SignMethod,
    params: unknown,
    options: { timeoutMs?: number; id?: number; alsoAnsweredOn?: string[] } = {},
  ) {
    const id = options.id ?? payloadId(clock.now())
    const timeoutMs = options.timeoutMs ?? signMethods[method].req.ttl * 1000
    const result = new Promise<unknown>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        pending.delete(id)
        reject(new SignTimeoutError(method, timeoutMs))
      }, timeoutMs)
      const topics = [topic, ...(options.alsoAnsweredOn ?? [])]
      pending.set(id, { method, topics, resolve, reject, timer })
    })
    result.catch(() => {})
    try {
      await publish(topic, { id, jsonrpc: '2.0', method, params }, signMethods[method].req)
    } catch (error) {
      const entry = pending.get(id)
      if (entry) clock.clearTimeout(entry.timer)
      pending.delete(id)
      throw error
    }
    return { id, result }
  }

  /**
   * Answers a request sealed for a public key (type 1, as `wc_sessionAuthenticate` is answered):
   * the key is X25519/HKDF of `senderPrivateKey` and `receiverPublicKey`, published on
   * hash(receiverPublicKey).
   */
  async function sendSealed(
    receiverPublicKey: string,
    sender: { publicKey: string; privateKey: string },
    payload: object,
    options: { ttl: number; tag: number },
  ) {
    const symKey = deriveSymKey(sender.privateKey, receiverPublicKey)
    const message = encrypt({
      type: 1,
      symKey,
      senderPublicKey: sender.publicKey,
      message: JSON.stringify(payload),
    })
    await relay.publish(hashKey(receiverPublicKey), message, options)
  }

  async function sendResult(topic: string, id: number, result: unknown, method?: SignMethod) {
    const options = signMethods[method ?? received.get(id) ?? 'wc_sessionRequest'].res
    received.delete(id)
    await publish(topic, { id, jsonrpc: '2.0', result }, options)
  }

  async function sendError(topic: string, id: number, error: JsonRpcError, method?: SignMethod) {
    const options = signMethods[method ?? received.get(id) ?? 'wc_sessionRequest'].res
    received.delete(id)
    await publish(topic, { id, jsonrpc: '2.0', error }, options)
  }

  function open(topic: string, message: string): unknown {
    let symKey = state.symKeys.get(topic)
    const envelope = deserializeEnvelope({ encoded: message })
    if (envelope.type === 1) {
      // a response to a message we sealed for a public key: derive with the sender's key
      const privateKey = responseTopics.get(topic)
      if (!privateKey || !envelope.senderPublicKey) return undefined
      symKey = deriveSymKey(privateKey, envelope.senderPublicKey)
    }
    if (!symKey) return undefined
    return JSON.parse(decrypt({ symKey, encoded: message }))
  }

  relay.on('message', ({ topic, message }) => {
    let payload: Record<string, unknown>
    try {
      payload = open(topic, message) as Record<string, unknown>
    } catch (error) {
      emit('error', error as Error)
      return
    }
    if (!payload || typeof payload !== 'object' || typeof payload.id !== 'number') return
    if (typeof payload.method === 'string') {
      // requests come on our own topics only, and each id once per topic (also after a reload)
      if (!state.symKeys.has(topic) || !history.add(topic, payload.id)) return
      received.set(payload.id, payload.method as SignMethod)
      onRequest(topic, payload as unknown as JsonRpcRequest)
      return
    }
    const entry = pending.get(payload.id)
    if (!entry?.topics.includes(topic)) return
    pending.delete(payload.id)
    clock.clearTimeout(entry.timer)
    if ('error' in payload && payload.error) {
      entry.reject(new SignPeerError(entry.method, payload.error as JsonRpcError))
    } else {
      entry.resolve(payload.result)
    }
  })
  relay.on('error', (error) => emit('error', error))

  /** Removes what ran out of time and arms a timer for the next expiry. */
  async function sweep() {
    const now = nowSeconds()
    let changed = false
    for (const session of [...state.sessions.values()]) {
      if (session.expiry > now) continue
      state.sessions.delete(session.topic)
      changed = true
      await forget(session.topic)
      emit('session_expire', { topic: session.topic })
    }
    for (const pairing of [...state.pairings.values()]) {
      if (pairing.expiry > now) continue
      state.pairings.delete(pairing.topic)
      changed = true
      await forget(pairing.topic)
      emit('pairing_expire', { topic: pairing.topic })
    }
    for (const proposal of [...state.proposals.values()]) {
      if (proposal.expiryTimestamp > now) continue
      state.proposals.delete(proposal.id)
      state.keyPairs.delete(proposal.proposer.publicKey)
      changed = true
      emit('proposal_expire', { id: proposal.id })
    }
    for (const request of [...state.authRequests.values()]) {
      if (request.params.expiryTimestamp > now) continue
      state.authRequests.delete(request.id)
      changed = true
    }
    if (changed) await save()
    else schedule()
  }

  function schedule() {
    if (closed) return
    if (sweepTimer !== undefined) clock.clearTimeout(sweepTimer)
    sweepTimer = undefined
    const expiries = [
      ...[...state.sessions.values()].map((s) => s.expiry),
      ...[...state.pairings.values()].map((p) => p.expiry),
      ...[...state.proposals.values()].map((p) => p.expiryTimestamp),
      ...[...state.authRequests.values()].map((r) => r.params.expiryTimestamp),
    ]
    if (expiries.length === 0) return
    const next = Math.min(...expiries) * 1000 - clock.now()
    // timers over ~24.8 days overflow: check again then
    sweepTimer = clock.setTimeout(
      () => {
        sweepTimer = undefined
        sweep().catch((error: Error) => emit('error', error))
      },
      Math.min(Math.max(next, 0), 2 ** 31 - 1),
    )
  }

  return {
    state,
    relay,
    clock,
    metadata,
    nowSeconds,
    emit,
    on,
    save,
    subscribe,
    forget,
    sendRequest,
    sendResult,
    sendError,
    sendSealed,
    /** How many listeners an event has (the wallet answers sign-in only when someone listens). */
    listenerCount(event: keyof SignClientEvents) {
      return listeners.get(event)?.size ?? 0
    },
    sweep,
    /** Registers the handler of incoming requests. */
    setRequestHandler(handler: (topic: string, request: JsonRpcRequest) => void) {
      onRequest = handler
    },
    /** Type-1 answers to `publicKey` come on `hash(publicKey)`; decrypt them with its key pair. */
    expectSealedResponses(topic: string, privateKey: string) {
      responseTopics.set(topic, privateKey)
    },
    forgetSealedResponses(topic: string) {
      responseTopics.delete(topic)
    },
    /** Re-subscribes every known topic (after a reload). */
    async restore() {
      await sweep()
      const topics = [...state.symKeys.keys()]
      if (topics.length > 0) await relay.batchSubscribe(topics)
    },
    async close() {
      closed = true
      if (sweepTimer !== undefined) clock.clearTimeout(sweepTimer)
      for (const [id, entry] of pending) {
        clock.clearTimeout(entry.timer)
        entry.reject(new SocketNotReadyError('the client was closed'))
        pending.delete(id)
      }
      await saving
      await history.flush()
      await relay.close()
    },
  }
}
