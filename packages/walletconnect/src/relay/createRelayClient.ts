import { type Clock, SOCKET_DEFAULTS, systemClock } from '@portico/core/internal'
import { InvalidRelayInputError, SocketNotReadyError } from '../errors/relay'
import { createRelayJwt } from '../jwt/createRelayJwt'
import type { DidKey } from '../jwt/encodeDidKey'
import { getClientId } from '../jwt/getClientId'
import { createRelayConnection } from './createRelayConnection'
import { createSeenMessages } from './createSeenMessages'
import { formatRelayUrl } from './formatRelayUrl'
import { readFetchedMessage, readRelayFrame } from './readRelayFrame'
import { createRequestQueue } from './requestQueue'
import type {
  FetchMessagesReturnType,
  PublishOptions,
  RelayClientEvents,
  RelayMessage,
  WebSocketConstructor,
  WebSocketLike,
} from './types'

export type CreateRelayClientParameters = {
  /** `wss://…` (also the `aud` of the auth token). */
  relayUrl: string
  projectId: string
  /** The client's Ed25519 seed (32 bytes or 64 hex); its `did:key` is the client id. */
  seed: Uint8Array | string
  /** The WebSocket constructor; default `globalThis.WebSocket` (Node 20: pass `ws`'s). */
  WebSocketImpl?: WebSocketConstructor | undefined
  /** User agent sent as `ua`; `wc-2/portico-{version}/{browser|node}` by default. */
  ua?: string | undefined
  /** Milliseconds to wait for an answer (default 10 000). */
  replyTimeout?: number | undefined
  /** Reconnect policy; SPEC §9 socket defaults: on, interval 1000 ms, 5 attempts. */
  reconnect?: { interval?: number; maxAttempts?: number; maxDelay?: number } | false | undefined
  /** Lifetime of each auth token in seconds (default one day). */
  jwtTtlSeconds?: number | undefined
  /** How many delivered messages to remember for duplicate filtering (default 10 000). */
  seenLimit?: number | undefined
  /**
   * Time for auth tokens (`now`), reconnect backoff and reply timeouts (`setTimeout`); default the
   * system clock.
   */
  clock?: Clock | undefined
}

export type RelayClient = {
  /** This client's id: the `did:key` of its seed. */
  readonly clientId: DidKey
  /** Opens the socket (requests open it too). Resolves once open. */
  connect(): Promise<void>
  /** Closes the socket for good; pending requests fail with 'socket not ready'. */
  close(): Promise<void>
  publish(topic: string, message: string, options: PublishOptions): Promise<void>
  /** Subscribes to a topic; returns the subscription id. */
  subscribe(topic: string): Promise<string>
  batchSubscribe(topics: readonly string[]): Promise<string[]>
  unsubscribe(topic: string): Promise<void>
  /** Fetches the messages the relay holds for a topic (all pages); new ones are also emitted. */
  fetchMessages(topic: string): Promise<FetchMessagesReturnType>
  /** Topics this client is subscribed to, with their subscription ids. */
  readonly subscriptions: ReadonlyMap<string, string>
  on<E extends keyof RelayClientEvents>(
    event: E,
    listener: (payload: RelayClientEvents[E]) => void,
  ): () => void
}

// SPEC §9 socket defaults (core's SOCKET_DEFAULTS); the backoff cap is ours.
const defaults = {
  interval: SOCKET_DEFAULTS.reconnectIntervalMs,
  maxAttempts: SOCKET_DEFAULTS.maxReconnects,
  maxDelay: 30_000,
}
/** Most topics in one `irn_batchSubscribe`: the official clients' batch size, and our relay's cap. */
const batchSubscribeLimit = 500

/**
 * A WalletConnect v2 relay client over one WebSocket: authenticates with an EdDSA JWT, publishes
 * and subscribes, acknowledges each `irn_subscription` with `true`, drops duplicate deliveries
 * (same topic and message hash), and reconnects with backoff, re-subscribing all topics with one
 * `irn_batchSubscribe`. Requests made while the socket is down wait for it (and are sent again
 * after a reconnect) until `replyTimeout`.
 *
 * @example
 * import { WebSocket } from 'ws' // Node 20; browsers have WebSocket
 * const relay = createRelayClient({ relayUrl, projectId, seed, WebSocketImpl: WebSocket })
 * relay.on('message', ({ topic, message }) => console.log(topic, decrypt({ symKey, encoded: message })))
 * await relay.subscribe(topic)
 * await relay.publish(topic, encrypt({ symKey, message: '…' }), { ttl: 300, tag: 1108 })
 */
export function createRelayClient(parameters: CreateRelayClientParameters): RelayClient {
  const { relayUrl, projectId, seed, clock = systemClock } = parameters
  const ua = parameters.ua ?? defaultRelayUa()
  const WebSocketImpl: WebSocketConstructor | undefined =
    parameters.WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
  if (!WebSocketImpl) {
    throw new InvalidRelayInputError('no WebSocket here: pass WebSocketImpl (e.g. from "ws")')
  }
  const Socket: WebSocketConstructor = WebSocketImpl
  const clientId = getClientId(seed)
  const jwtTtlSeconds = parameters.jwtTtlSeconds ?? 86_400
  // check the URL and project id now, not at the first request
  formatRelayUrl({ relayUrl, auth: 'x', projectId })
  const policy = parameters.reconnect === false ? false : { ...defaults, ...parameters.reconnect }
  const seen = createSeenMessages(parameters.seenLimit ?? 10_000)
  const subscriptions = new Map<string, string>()
  const listeners = new Map<keyof RelayClientEvents, Set<(payload: never) => void>>()
  let closedByUser = false

  const connection = createRelayConnection({
    Socket,
    url: () => {
      const auth = createRelayJwt({
        seed,
        aud: relayUrl,
        ttlSeconds: jwtTtlSeconds,
        now: clock.now(),
      })
      return formatRelayUrl({ relayUrl, auth, projectId, ua })
    },
    policy,
    clock,
    onOpen(reconnected) {
      if (reconnected && subscriptions.size > 0) resubscribe()
      queue.flush()
      emit('connect', { reconnected })
    },
    onFrame,
    onDrop(event) {
      queue.markAllUnsent()
      emit('disconnect', event)
    },
    onGiveUp(error) {
      queue.rejectAll(error)
      emit('error', error)
    },
  })

  const queue = createRequestQueue({
    replyTimeout: parameters.replyTimeout ?? 10_000,
    clock,
    isOpen: () => connection.isOpen,
    send: (text) => connection.send(text),
    ensureOpen: () => {
      connection.connect().catch(() => {})
    },
  })

  function emit<E extends keyof RelayClientEvents>(event: E, payload: RelayClientEvents[E]) {
    for (const listener of listeners.get(event) ?? []) {
      try {
        ;(listener as (p: RelayClientEvents[E]) => void)(payload)
      } catch (error) {
        if (event !== 'error') emit('error', error as Error)
      }
    }
  }

  function deliver(message: RelayMessage): boolean {
    if (!seen.add(message.topic, message.message)) return false
    emit('message', message)
    return true
  }

  /** `irn_batchSubscribe` in chunks the relay accepts (at most {@link batchSubscribeLimit}). */
  async function subscribeInChunks(topics: readonly string[]): Promise<string[]> {
    const ids: string[] = []
    for (let start = 0; start < topics.length; start += batchSubscribeLimit) {
      const chunk = topics.slice(start, start + batchSubscribeLimit)
      const result = await queue.request('irn_batchSubscribe', { topics: chunk })
      ids.push(...rememberIds(chunk, result))
    }
    return ids
  }

  function resubscribe() {
    subscribeInChunks([...subscriptions.keys()]).catch((error: Error) => emit('error', error))
  }

  function rememberIds(topics: readonly string[], result: unknown): string[] {
    return topics.map((topic, index) => {
      const id =
        Array.isArray(result) && typeof result[index] === 'string' ? result[index] : undefined
      const known = id ?? subscriptions.get(topic) ?? ''
      subscriptions.set(topic, known)
      return known
    })
  }

  function onFrame(ws: WebSocketLike, data: unknown) {
    const frame = readRelayFrame(data)
    if (frame.kind === 'invalid') {
      emit(
        'error',
        new InvalidRelayInputError(`unreadable frame from the relay (${frame.problem})`),
      )
      return
    }
    if (frame.kind === 'response') {
      queue.settle(frame.id, frame.result, frame.error)
      return
    }
    if (frame.kind === 'subscription') {
      ws.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      deliver(frame.message)
      return
    }
    ws.send(
      JSON.stringify({
        id: frame.id,
        jsonrpc: '2.0',
        error: { code: -32601, message: `Method not found: ${frame.method}` },
      }),
    )
  }

  function checkTopic(topic: unknown): asserts topic is string {
    if (typeof topic !== 'string' || topic.length === 0) {
      throw new InvalidRelayInputError('a topic is a non-empty string')
    }
  }

  function guard(): Promise<never> | undefined {
    return closedByUser
      ? Promise.reject(new SocketNotReadyError('the client was closed'))
      : undefined
  }

  return {
    clientId,
    subscriptions,
    connect: () => connection.connect(),
    async close() {
      closedByUser = true
      connection.close()
      queue.rejectAll(new SocketNotReadyError('the client was closed'))
    },
    async publish(topic, message, options) {
      checkTopic(topic)
      if (typeof message !== 'string') throw new InvalidRelayInputError('a message is a string')
      if (!Number.isSafeInteger(options?.ttl) || options.ttl <= 0) {
        throw new InvalidRelayInputError('ttl must be a positive whole number of seconds')
      }
      if (!Number.isSafeInteger(options.tag))
        throw new InvalidRelayInputError('tag must be a number')
      const closed = guard()
      if (closed) return closed
      const params = { topic, message, ttl: options.ttl, tag: options.tag, prompt: options.prompt }
      if (options.prompt === undefined) delete params.prompt
      await queue.request('irn_publish', params)
    },
    async subscribe(topic) {
      checkTopic(topic)
      const closed = guard()
      if (closed) return closed
      const result = await queue.request('irn_subscribe', { topic })
      const id = typeof result === 'string' ? result : (subscriptions.get(topic) ?? '')
      subscriptions.set(topic, id)
      return id
    },
    async batchSubscribe(topics) {
      if (!Array.isArray(topics) || topics.length === 0) {
        throw new InvalidRelayInputError('batchSubscribe needs at least one topic')
      }
      for (const topic of topics) checkTopic(topic)
      const closed = guard()
      if (closed) return closed
      return subscribeInChunks(topics)
    },
    async unsubscribe(topic) {
      checkTopic(topic)
      const closed = guard()
      if (closed) return closed
      const id = subscriptions.get(topic)
      if (id === undefined) return
      await queue.request('irn_unsubscribe', { topic, id })
      subscriptions.delete(topic)
    },
    async fetchMessages(topic) {
      checkTopic(topic)
      const closed = guard()
      if (closed) return closed
      const fresh: RelayMessage[] = []
      for (let page = 0; page < 1000; page++) {
        const result = (await queue.request('irn_fetchMessages', { topic })) as {
          messages?: unknown
          hasMore?: unknown
        } | null
        const messages = Array.isArray(result?.messages) ? result.messages : []
        for (const item of messages) {
          const message = readFetchedMessage(item, topic)
          if (message && deliver(message)) fresh.push(message)
        }
        if (result?.hasMore !== true || messages.length === 0) break
      }
      return fresh
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
  }
}

/** Portico's protocol client version, sent in the relay `ua` (as the official `js-2.21.8`). */
const clientVersion = '0.1.0'

function defaultRelayUa(): string {
  const environment = 'document' in globalThis ? 'browser' : 'node'
  return `wc-2/portico-${clientVersion}/${environment}`
}
