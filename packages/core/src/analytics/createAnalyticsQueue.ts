import type { Clock } from '../clock/types'
import { TELEMETRY_ERROR_EVENTS_PER_MINUTE } from '../constants'
import type { TrackedEvent, TrackedEventName } from '../errors/events'

/** One event as sent to the server: its name, plain properties and the time it happened. */
export type AnalyticsEvent = {
  event: TrackedEventName
  properties: Record<string, string | number | boolean>
  /** Milliseconds since the epoch (the queue's clock). */
  timestamp: number
}

/** Parameters of {@link createAnalyticsQueue}. */
export type CreateAnalyticsQueueParameters = {
  /** Sends one batch (the app's own server); a failure drops the batch (never retried). */
  send: (events: AnalyticsEvent[]) => Promise<unknown>
  clock: Clock
  /** How long the first event of a batch waits for others. Default 5 s. */
  flushMs?: number | undefined
  /** A batch is sent at once when it holds this many. Default 20. */
  maxBatch?: number | undefined
}

/** Return type of {@link createAnalyticsQueue}. */
export type CreateAnalyticsQueueReturnType = {
  /** Queues an event; false when it was dropped (an error event over the cap of SPEC §9). */
  track(event: TrackedEvent): boolean
  /** Sends what is queued now (page hidden, modal closed). */
  flush(): Promise<void>
}

const MINUTE_MS = 60_000
// What an address looks like in a message: EVM (0x + 40 hex) or Solana (base58, 32-44).
const ADDRESS = /\b0x[0-9a-fA-F]{40}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g

/** Plain values only, strings cut to 200 characters and addresses replaced (no personal data). */
function cleanProperties(properties: TrackedEvent['properties']): AnalyticsEvent['properties'] {
  const clean: AnalyticsEvent['properties'] = {}
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (typeof value === 'string') clean[key] = value.replace(ADDRESS, '[address]').slice(0, 200)
    else if (typeof value === 'number' || typeof value === 'boolean') clean[key] = value
  }
  return clean
}

/**
 * The analytics batcher: events wait up to `flushMs` (or until `maxBatch`) and leave in one
 * request; at most {@link TELEMETRY_ERROR_EVENTS_PER_MINUTE} error events (a name with `ERROR`)
 * in any 60 s, the others dropped (SPEC §9). Properties keep plain values only, with any
 * address replaced by `[address]`.
 *
 * @example
 * const queue = createAnalyticsQueue({ clock: systemClock, send: (events) => post(events) })
 * queue.track({ event: 'CONNECT_SUCCESS', properties: { method: 'browser' } })
 */
export function createAnalyticsQueue(
  parameters: CreateAnalyticsQueueParameters,
): CreateAnalyticsQueueReturnType {
  const { send, clock, flushMs = 5_000, maxBatch = 20 } = parameters
  let queued: AnalyticsEvent[] = []
  let errorTimes: number[] = []
  let timer: unknown

  const flush = async () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    const batch = queued
    queued = []
    if (batch.length > 0) await send(batch).catch(() => {})
  }

  const track = (tracked: TrackedEvent) => {
    const now = clock.now()
    if (tracked.event.includes('ERROR')) {
      errorTimes = errorTimes.filter((time) => now - time < MINUTE_MS)
      if (errorTimes.length >= TELEMETRY_ERROR_EVENTS_PER_MINUTE) return false
      errorTimes.push(now)
    }
    queued.push({
      event: tracked.event,
      properties: cleanProperties(tracked.properties),
      timestamp: now,
    })
    if (queued.length >= maxBatch) void flush()
    else timer ??= clock.setTimeout(() => void flush(), flushMs)
    return true
  }

  return { track, flush }
}
