import type { Clock } from '@portico/core/internal'
import { createAckQueue } from './createAckQueue'
import type { MessageStore, RelayCursor, RelayRecord } from './createMessageStore'
import { planRelayPage } from './planRelayPage'
import { toSubscriptionData } from './toSubscriptionData'
import type { RelayCoverage, RelayLimits, RelayPeer } from './types'

export type CreateDeliveriesParameters = {
  store: MessageStore
  clock: Clock
  limits: Pick<RelayLimits, 'pageBytes' | 'maxStoredTtlSeconds'>
  /** This instance alone publishes and delivers: acks may be written as cursors (createAckQueue). */
  cursors: boolean
}

/** Sending messages to sockets and taking their acks; see {@link createDeliveries}. */
export type Deliveries = {
  /** The clock's time, never going back (publish times are taken from it). */
  now(): number
  /** Sends `record` to `peer` if it is subscribed to its topic, did not publish it and has not got it in flight. */
  deliver(peer: RelayPeer, record: RelayRecord): void
  /** Stores `record`; until it is written, a socket subscribing to its topic gets it from memory. */
  save(record: RelayRecord): Promise<void>
  /**
   * Sends `peer` what is stored for `topics` and not yet acknowledged by its client, a page at a
   * time (`limits.pageBytes`), each message once the socket has drained.
   */
  deliverStored(peer: RelayPeer, topics: readonly string[]): Promise<void>
  /** An `irn_subscription` answer arrived. */
  acknowledge(peer: RelayPeer, id: number | string, ok: boolean): void
  /** Forgets `peers`' deliveries still unacknowledged whose message expired. */
  expire(peers: Iterable<RelayPeer>): void
  /** Writes pending acknowledgements to the store. */
  flush(): Promise<void>
}
export type CreateDeliveriesReturnType = Deliveries

/** Heads read per query when streaming stored messages (texts are loaded a page at a time). */
const headPageSize = 100

/**
 * The relay's deliveries: each socket keeps what it was sent and has not acknowledged (topic,
 * hash, times; never the text), never gets a message twice at once, and tracks per topic whether
 * it has seen every message of it (`RelayCoverage`: the stored ones, sent after a subscribe, and
 * the live ones). Acks go to the {@link createAckQueue}.
 *
 * @example
 * const deliveries = createDeliveries({ store, clock, limits, cursors: true })
 * deliveries.deliver(peer, record)
 */
export function createDeliveries(
  parameters: CreateDeliveriesParameters,
): CreateDeliveriesReturnType {
  const { store, clock, limits, cursors } = parameters
  /** Records being written, per topic (see deliverStored). */
  const saving = new Map<string, Set<RelayRecord>>()
  let nextDeliveryId = clock.now() * 1000
  let latest = clock.now()
  const now = () => {
    latest = Math.max(latest, clock.now())
    return latest
  }
  const acks = createAckQueue({
    store,
    clock,
    now,
    cursors,
    cursorTtlMs: limits.maxStoredTtlSeconds * 1000,
  })
  const { flush } = acks

  function deliver(peer: RelayPeer, record: RelayRecord) {
    const key = `${record.topic}\n${record.hash}`
    if (record.sender === peer.clientId || peer.inFlightKeys.has(key)) return
    const subscriptionId = peer.topics.get(record.topic)
    if (subscriptionId === undefined) return
    const id = nextDeliveryId++
    const sent = peer.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId, data: toSubscriptionData(record) },
      }),
    )
    if (!sent) {
      // the socket is closing: it did not see every message of its topics
      for (const coverage of peer.coverage.values()) coverage.state = 'broken'
      return
    }
    const { topic, hash, publishedAt, expiresAt } = record
    peer.inFlight.set(id, { topic, hash, publishedAt, expiresAt })
    peer.inFlightKeys.add(key)
  }

  return {
    now,
    deliver,
    async save(record) {
      let set = saving.get(record.topic)
      if (!set) {
        set = new Set()
        saving.set(record.topic, set)
      }
      set.add(record)
      try {
        await store.save(record)
      } finally {
        set.delete(record)
        if (set.size === 0) saving.delete(record.topic)
      }
    },
    async deliverStored(peer, topics) {
      // the acks queued so far are planned with what the socket had seen until now
      const flushed = flush()
      // from here on the socket is sent what the topics hold, and (subscribed) what comes
      const covering: RelayCoverage[] = []
      for (const topic of topics) {
        if (!peer.topics.has(topic)) continue
        const coverage: RelayCoverage = { state: 'pending' }
        peer.coverage.set(topic, coverage)
        covering.push(coverage)
      }
      // published before the subscribe and not written yet: the queries below may not see them
      const unwritten = topics.flatMap((topic) => [...(saving.get(topic) ?? [])])
      await flushed
      let after: RelayCursor | undefined
      for (;;) {
        const heads = await store.undelivered({
          topics,
          clientId: peer.clientId,
          now: clock.now(),
          limit: headPageSize,
          after,
        })
        const { page, last } = planRelayPage(heads, limits.pageBytes, (head) =>
          peer.inFlightKeys.has(`${head.topic}\n${head.hash}`),
        )
        for (const record of await store.load(page)) {
          if (!(await peer.drained())) return
          deliver(peer, record)
        }
        for (const record of unwritten.splice(0)) deliver(peer, record)
        if (last === undefined || (last === heads.at(-1) && heads.length < headPageSize)) break
        after = last
      }
      for (const coverage of covering) if (coverage.state === 'pending') coverage.state = 'complete'
    },
    acknowledge(peer, id, ok) {
      const key = typeof id === 'number' ? id : Number(id)
      const delivery = peer.inFlight.get(key)
      if (!delivery) return
      peer.inFlight.delete(key)
      peer.inFlightKeys.delete(`${delivery.topic}\n${delivery.hash}`)
      if (ok) acks.push(peer, delivery)
      else {
        // refused: not acknowledged, so no cursor may pass it until the topic is sent again
        const coverage = peer.coverage.get(delivery.topic)
        if (coverage) coverage.state = 'broken'
      }
    },
    expire(peers) {
      const at = clock.now()
      for (const peer of peers)
        for (const [id, delivery] of peer.inFlight)
          if (delivery.expiresAt <= at) {
            peer.inFlight.delete(id)
            peer.inFlightKeys.delete(`${delivery.topic}\n${delivery.hash}`)
          }
    },
    flush,
  }
}
