import type { Clock } from '@portico/core'
import type { MessageStore, RelayAck } from './createMessageStore'

/** Acknowledgements waiting to be written; see {@link createAckQueue}. */
export type AckQueue = {
  /** Queues one acknowledgement (written within `delayMs`). */
  push(ack: RelayAck): void
  /** Writes what is queued now; resolves once written (a failed write only means a redelivery). */
  flush(): Promise<void>
}
export type CreateAckQueueReturnType = AckQueue

export type CreateAckQueueParameters = {
  store: Pick<MessageStore, 'acknowledge'>
  clock: Clock
  /** How long an acknowledgement may wait to join others. Default 10 ms. */
  delayMs?: number | undefined
}

/**
 * Clients' acknowledgements of deliveries, written in groups (one write per `delayMs`): an ack
 * only spares a redelivery, so it may wait; a lost one means a duplicate, which clients filter.
 *
 * @example
 * const acks = createAckQueue({ store, clock: systemClock })
 * acks.push({ clientId, topic, hash, expiresAt })
 * await acks.flush() // before reading what a client has not acknowledged
 */
export function createAckQueue(parameters: CreateAckQueueParameters): CreateAckQueueReturnType {
  const { store, clock, delayMs = 10 } = parameters
  let pending: RelayAck[] = []
  let flushing: Promise<void> = Promise.resolve()
  let timer: unknown

  function flush(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    const batch = pending
    pending = []
    flushing = flushing
      .then(() => store.acknowledge(batch))
      .catch(() => {
        // lost acks only mean a redelivery, which clients filter
      })
    return flushing
  }

  return {
    push(ack) {
      pending.push(ack)
      if (timer === undefined) timer = clock.setTimeout(() => void flush(), delayMs)
    },
    flush,
  }
}
