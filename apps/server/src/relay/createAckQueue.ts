import type { Clock } from '@portico/core/internal'
import type { MessageStore, RelayAck, RelayAckCursor } from './createMessageStore'
import type { RelayDelivery, RelayPeer } from './types'

/** What the queue reads of a socket when it writes its acknowledgements. */
export type AckingPeer = Pick<RelayPeer, 'clientId' | 'inFlight' | 'coverage'>

/** Acknowledgements waiting to be written; see {@link createAckQueue}. */
export type AckQueue = {
  /** Queues `peer`'s acknowledgement of `delivery` (written within `delayMs`). */
  push(peer: AckingPeer, delivery: RelayDelivery): void
  /** Writes what is queued now; resolves once written (a failed write only means a redelivery). */
  flush(): Promise<void>
}
export type CreateAckQueueReturnType = AckQueue

export type CreateAckQueueParameters = {
  store: Pick<MessageStore, 'acknowledge' | 'advance'>
  clock: Clock
  /** How long an acknowledgement may wait to join others. Default 1000 ms. */
  delayMs?: number | undefined
  /**
   * Whether every message of a topic reaches this relay's own subscribers from this process (a
   * single instance: no Redis). Only then may a cursor stand for acks. Default false.
   */
  cursors?: boolean | undefined
  /** The time now, never going back (ms). Default `clock.now`. */
  now?: (() => number) | undefined
  /** How long a cursor outlives its time (the longest a message is stored), in ms. */
  cursorTtlMs: number
}

/**
 * Clients' acknowledgements of deliveries, written in groups (one write per `delayMs`): an ack
 * only spares a redelivery, so it may wait; a lost one (a crash meanwhile) means a duplicate, which
 * clients filter. With `cursors`, a socket's acks on a topic it has seen every message of
 * (its `RelayCoverage` is `complete`) are written as one cursor (`relay_cursors`): "acknowledged
 * everything published before P", P being the oldest delivery of the topic it has not acked yet,
 * or past the newest it acked (and not in the future); only acks at or after P need a row.
 *
 * @example
 * const acks = createAckQueue({ store, clock: systemClock, cursorTtlMs: 7 * 86_400_000 })
 * acks.push(peer, delivery)
 * await acks.flush() // before reading what a client has not acknowledged
 */
export function createAckQueue(parameters: CreateAckQueueParameters): CreateAckQueueReturnType {
  const { store, clock, delayMs = 1000, cursors = false, cursorTtlMs } = parameters
  const now = parameters.now ?? (() => clock.now())
  /** Per socket, per topic: the deliveries acknowledged since the last write. */
  let pending = new Map<AckingPeer, Map<string, RelayDelivery[]>>()
  let flushing: Promise<void> = Promise.resolve()
  let timer: unknown

  /** The rows and cursors that say what `batch` says. */
  function plan(batch: Map<AckingPeer, Map<string, RelayDelivery[]>>) {
    const acks: RelayAck[] = []
    const advanced: RelayAckCursor[] = []
    const at = now()
    for (const [peer, byTopic] of batch) {
      const { clientId } = peer
      let oldest: Map<string, number> | undefined
      for (const [topic, deliveries] of byTopic) {
        let ackedBefore = Number.NEGATIVE_INFINITY
        if (cursors && peer.coverage.get(topic)?.state === 'complete') {
          oldest ??= oldestInFlight(peer)
          let newest = Number.NEGATIVE_INFINITY
          for (const delivery of deliveries) newest = Math.max(newest, delivery.publishedAt)
          ackedBefore = Math.min(oldest.get(topic) ?? Number.POSITIVE_INFINITY, newest + 1, at)
          advanced.push({ clientId, topic, ackedBefore, expiresAt: ackedBefore + cursorTtlMs })
        }
        for (const { hash, publishedAt, expiresAt } of deliveries)
          if (publishedAt >= ackedBefore) acks.push({ clientId, topic, hash, expiresAt })
      }
    }
    return { acks, advanced }
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    const { acks, advanced } = plan(pending)
    pending = new Map()
    flushing = flushing
      .then(() => Promise.all([store.acknowledge(acks), store.advance(advanced)]))
      .then(
        () => {},
        () => {
          // lost acks only mean a redelivery, which clients filter
        },
      )
    return flushing
  }

  return {
    push(peer, delivery) {
      let byTopic = pending.get(peer)
      if (!byTopic) {
        byTopic = new Map()
        pending.set(peer, byTopic)
      }
      const list = byTopic.get(delivery.topic)
      if (list) list.push(delivery)
      else byTopic.set(delivery.topic, [delivery])
      if (timer === undefined) timer = clock.setTimeout(() => void flush(), delayMs)
    },
    flush,
  }
}

/** Per topic, the oldest publish time among `peer`'s deliveries not acknowledged yet. */
function oldestInFlight(peer: AckingPeer): Map<string, number> {
  const oldest = new Map<string, number>()
  for (const { topic, publishedAt } of peer.inFlight.values()) {
    const held = oldest.get(topic)
    if (held === undefined || publishedAt < held) oldest.set(topic, publishedAt)
  }
  return oldest
}
