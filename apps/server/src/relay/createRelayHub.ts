import type { Clock } from '@portico/core/internal'
import { hashMessage } from '@portico/walletconnect'
import { admitPublish, type RelayPublish } from './admitPublish'
import { createDeliveries } from './createDeliveries'
import type { MessageStore, RelayRecord } from './createMessageStore'
import { createRelayPeer } from './createRelayPeer'
import type { SubscriptionStore } from './createSubscriptionStore'
import type { TokenBucket } from './createTokenBucket'
import { RelayRpcError, relayErrorCodes } from './errors'
import { planRelayPage } from './planRelayPage'
import { toSubscriptionData } from './toSubscriptionData'
import type { RelayLimits, RelayPeer } from './types'

export type CreateRelayHubParameters = {
  store: MessageStore
  /** Where subscriptions are kept for a client that reconnects without subscribing again. */
  subscriptions: SubscriptionStore
  clock: Clock
  limits: RelayLimits
  /** Called with each message published here, to share it with other instances (Redis). */
  share?: ((record: RelayRecord) => void) | undefined
  /**
   * This instance alone publishes and delivers (no Redis): every message of a topic passes
   * through it, so a socket that saw all of a topic may acknowledge it with one cursor instead of
   * a row per message (see createAckQueue). Default false.
   */
  cursors?: boolean | undefined
}

export type { RelayPublish } from './admitPublish'

export type RelayHub = {
  /**
   * Registers a socket of `clientId`: `io.send` writes one text frame (false if dropped),
   * `io.drained` waits for its queue to empty; `storage` is the client address's byte bucket.
   */
  attach(
    clientId: string,
    io: Pick<RelayPeer, 'send' | 'drained'>,
    storage?: TokenBucket | undefined,
  ): RelayPeer
  /** Forgets a closed socket (its unacked deliveries stay stored for its client's return). */
  detach(peer: RelayPeer): void
  /** Checks and stores messages, then delivers them to every other subscriber. */
  publish(peer: RelayPeer, messages: readonly RelayPublish[]): Promise<void>
  /**
   * Subscribes `peer` to topics (deliveries start at once) and stores the subscriptions; resolves
   * with their ids (sha256(topic + clientId)) once stored.
   */
  subscribe(peer: RelayPeer, topics: readonly string[]): Promise<string[]>
  /**
   * Gives a socket that just connected, `limits.restoreAfterMs` later, its client's stored
   * subscriptions it has not made again itself (made on an earlier connection, on any instance,
   * before any restart), and sends it what they hold unacknowledged.
   */
  restore(peer: RelayPeer): Promise<void>
  /**
   * Sends `peer` what is stored for `topics` and not yet acknowledged by its client, a page at a
   * time (`limits.pageBytes`), each message once the socket has drained.
   */
  deliverStored(peer: RelayPeer, topics: readonly string[]): Promise<void>
  /** Ends `peer`'s client's subscriptions to `topics` (and forgets them in the store). */
  unsubscribe(peer: RelayPeer, topics: readonly string[]): Promise<void>
  /** Pages out stored messages (marking them delivered to the caller). */
  fetch(
    peer: RelayPeer,
    topics: readonly string[],
  ): Promise<{ messages: ReturnType<typeof toSubscriptionData>[]; hasMore: boolean }>
  /** An `irn_subscription` answer arrived. */
  acknowledge(peer: RelayPeer, id: number | string, ok: boolean): void
  /** A message published on another instance (Redis): store it and deliver it here. */
  receive(record: RelayRecord): Promise<void>
  /** Writes pending acknowledgements to the store. */
  flush(): Promise<void>
  /** Forgets deliveries still unacknowledged whose message expired (they will not be acked). */
  expire(): void
  /** Connected sockets. */
  readonly size: number
}
export type CreateRelayHubReturnType = RelayHub

const fetchPageSize = 100

/**
 * The relay's core, independent of the transport: who is subscribed to what, store-and-forward
 * through the {@link MessageStore}, at-least-once delivery (a message stays undelivered for a
 * client until it acks; {@link createDeliveries}), never echoing to the publisher, and the
 * per-connection limits.
 *
 * @example
 * const hub = createRelayHub({ store: createMessageStore(db), clock: systemClock, limits: relayLimitDefaults })
 * const peer = hub.attach(clientId, (text) => socket.send(text))
 */
export function createRelayHub(parameters: CreateRelayHubParameters): CreateRelayHubReturnType {
  const { store, subscriptions, clock, limits, share, cursors = false } = parameters
  const peers = new Set<RelayPeer>()
  const byTopic = new Map<string, Set<RelayPeer>>()
  /** Sockets waiting for `restoreAfterMs` to restore their subscriptions: ends the wait. */
  const stopWaiting = new Map<RelayPeer, () => void>()
  const deliveries = createDeliveries({ store, clock, limits, cursors })
  const { deliver, save, deliverStored, flush } = deliveries

  function fanOut(record: RelayRecord) {
    for (const peer of byTopic.get(record.topic) ?? []) deliver(peer, record)
  }

  return {
    get size() {
      return peers.size
    },
    attach(clientId, io, storage) {
      const peer = createRelayPeer({ clientId, io, storage, limits, clock })
      peers.add(peer)
      return peer
    },
    detach(peer) {
      peers.delete(peer)
      stopWaiting.get(peer)?.() // no timer outlives the socket
      for (const topic of peer.topics.keys()) removeFromTopic(peer, topic)
      // it gets nothing more: its acks still queued must not pass what is published from now on
      for (const coverage of peer.coverage.values()) coverage.state = 'broken'
    },
    async publish(peer, items) {
      const records = admitPublish({ peer, items, limits, now: deliveries.now() })
      // live subscribers get it at once; the publisher's `true` waits until it is stored
      for (const record of records) {
        fanOut(record)
        share?.(record)
      }
      await Promise.all(records.map(save))
    },
    async subscribe(peer, topics) {
      const fresh = new Set(topics.filter((topic) => !peer.topics.has(topic)))
      if (peer.topics.size + fresh.size > limits.maxTopicsPerConnection)
        throw new RelayRpcError(
          relayErrorCodes.tooManyTopics,
          `Too many topics: the limit is ${limits.maxTopicsPerConnection} per connection`,
        )
      const ids = topics.map((topic) => register(peer, topic))
      const expiresAt = clock.now() + limits.maxStoredTtlSeconds * 1000
      await subscriptions.add(
        topics.map((topic) => ({ clientId: peer.clientId, topic, expiresAt })),
      )
      return ids
    },
    async restore(peer) {
      // the client's own re-subscribe comes first: the official clients ack, then drop, a
      // delivery on a topic they have not re-subscribed yet after a reconnect
      await new Promise<void>((resolve) => {
        const timer = clock.setTimeout(() => stopWaiting.get(peer)?.(), limits.restoreAfterMs)
        stopWaiting.set(peer, () => {
          clock.clearTimeout(timer)
          stopWaiting.delete(peer)
          resolve()
        })
      })
      if (!peers.has(peer)) return
      const stored = await subscriptions.list(
        peer.clientId,
        clock.now(),
        limits.maxTopicsPerConnection,
      )
      if (!peers.has(peer)) return
      const room = limits.maxTopicsPerConnection - peer.topics.size
      const topics = stored.filter((topic) => !peer.topics.has(topic)).slice(0, room)
      if (topics.length === 0) return // it subscribed again to all of them itself
      for (const topic of topics) register(peer, topic)
      await deliverStored(peer, topics)
    },
    deliverStored,
    async unsubscribe(peer, topics) {
      for (const topic of topics) if (peer.topics.delete(topic)) removeFromTopic(peer, topic)
      for (const topic of topics) peer.coverage.delete(topic)
      await subscriptions.remove(peer.clientId, topics)
    },
    async fetch(peer, topics) {
      await flush()
      await peer.drained()
      const heads = await store.undelivered({
        topics,
        clientId: peer.clientId,
        now: clock.now(),
        limit: fetchPageSize + 1,
      })
      const { page } = planRelayPage(heads.slice(0, fetchPageSize), limits.pageBytes, () => false)
      const records = await store.load(page)
      await store.acknowledge(
        records.map((record) => ({
          clientId: peer.clientId,
          topic: record.topic,
          hash: record.hash,
          expiresAt: record.expiresAt,
        })),
      )
      return { messages: records.map(toSubscriptionData), hasMore: heads.length > page.length }
    },
    acknowledge: deliveries.acknowledge,
    async receive(record) {
      fanOut(record)
      await save(record)
    },
    flush,
    expire: () => deliveries.expire(peers),
  }

  /** Adds `topic` to `peer`'s subscriptions in memory; returns its subscription id. */
  function register(peer: RelayPeer, topic: string): string {
    let id = peer.topics.get(topic)
    if (id !== undefined) return id
    id = hashMessage(topic + peer.clientId)
    peer.topics.set(topic, id)
    peer.coverage.set(topic, { state: 'pending' })
    let set = byTopic.get(topic)
    if (!set) {
      set = new Set()
      byTopic.set(topic, set)
    }
    set.add(peer)
    return id
  }

  function removeFromTopic(peer: RelayPeer, topic: string) {
    const set = byTopic.get(topic)
    set?.delete(peer)
    if (set?.size === 0) byTopic.delete(topic)
  }
}
