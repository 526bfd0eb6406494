// Shapes shared by the relay's parts (types only).
import type { Clock } from '@portico/core/internal'
import type { TokenBucket } from './createTokenBucket'

/** The relay's limits and timings (docs/walletconnect.md#relay). */
export type RelayLimits = {
  /** Largest message (UTF-8 bytes of `message`). Default 512 KiB. */
  maxMessageBytes: number
  /** Most topics one connection may subscribe to. Default 1000. */
  maxTopicsPerConnection: number
  /** Publish token bucket per connection: burst size. Default 200. */
  publishBurst: number
  /** Publish token bucket per connection: sustained publishes per second. Default 50. */
  publishPerSecond: number
  /** Longest ttl accepted, in seconds. Default 30 days. */
  maxTtlSeconds: number
  /** WebSocket ping interval in ms (a socket that missed the previous pong is dropped). Default 20 000. */
  pingIntervalMs: number
  /**
   * How long after a client connects its stored subscriptions are restored (those it did not make
   * again itself meanwhile, as the official clients do at once), in ms. Default 5000.
   */
  restoreAfterMs: number
  /** How often expired messages are pruned, in ms. Default 60 000. */
  pruneIntervalMs: number
  /**
   * Longest a message is kept in storage for clients that are not connected, in seconds (a longer
   * ttl is accepted and shortened to this). Default 7 days (the Sign API's longest request expiry).
   */
  maxStoredTtlSeconds: number
  /** Requests (any method) per connection: token bucket burst. Default 100. */
  requestBurst: number
  /** Requests (any method) per connection per second, sustained. Default 20. */
  requestsPerSecond: number
  /** Requests one connection may have unanswered at once (reading pauses at it). Default 32. */
  maxInFlightRequests: number
  /** Most topics (or messages) in one batch request. Default 500 (the official clients' batch). */
  maxBatchSize: number
  /**
   * Bytes queued for a socket past which it is closed as a slow consumer; stored messages wait
   * until it drains to a quarter of this. Default 8 MiB.
   */
  maxBufferedBytes: number
  /** Message bytes loaded and sent per page of stored messages or fetch answer. Default 2 MiB. */
  pageBytes: number
  /** Open relay connections from one client address. Default 100. */
  maxConnectionsPerIp: number
  /** Open relay connections of one project. Default 10 000. */
  maxConnectionsPerProject: number
  /** Bytes one client address may store: burst. Default 64 MiB. */
  storeBurstBytesPerIp: number
  /** Bytes one client address may store per second, sustained. Default 256 KiB. */
  storeBytesPerSecondPerIp: number
}

export const relayLimitDefaults: RelayLimits = {
  maxMessageBytes: 512 * 1024,
  maxTopicsPerConnection: 1000,
  publishBurst: 200,
  publishPerSecond: 50,
  maxTtlSeconds: 30 * 24 * 3600,
  pingIntervalMs: 20_000,
  restoreAfterMs: 5000,
  pruneIntervalMs: 60_000,
  maxStoredTtlSeconds: 7 * 24 * 3600,
  requestBurst: 100,
  requestsPerSecond: 20,
  maxInFlightRequests: 32,
  maxBatchSize: 500,
  maxBufferedBytes: 8 * 1024 * 1024,
  pageBytes: 2 * 1024 * 1024,
  maxConnectionsPerIp: 100,
  maxConnectionsPerProject: 10_000,
  storeBurstBytesPerIp: 64 * 1024 * 1024,
  storeBytesPerSecondPerIp: 256 * 1024,
}

/** One client socket as the hub sees it. */
export type RelayPeer = {
  /** The client id (`did:key`) from the auth token. */
  readonly clientId: string
  /**
   * Sends one text frame; false when it was dropped (socket closed, or closed now because more
   * than `maxBufferedBytes` wait to be read: a slow consumer).
   */
  send(text: string): boolean
  /** Resolves true once the socket's queue is low enough for more, false if it closed meanwhile. */
  drained(): Promise<boolean>
  /** topic → subscription id. */
  readonly topics: Map<string, string>
  /** Deliveries waiting for their ack: JSON-RPC id → what was delivered. */
  readonly inFlight: Map<number, RelayDelivery>
  /** `topic\nhash` of the deliveries in flight, to avoid sending one twice on one socket. */
  readonly inFlightKeys: Set<string>
  /**
   * Per subscribed topic, whether this socket has seen every message of it (see
   * {@link RelayCoverage}): what lets an ack cursor stand for many acks.
   */
  readonly coverage: Map<string, RelayCoverage>
  /** Publishes (messages) per second. */
  readonly bucket: TokenBucket
  /** Requests (any method) per second. */
  readonly requests: TokenBucket
  /** Bytes stored per second, shared by every connection of the client's address. */
  readonly storage: TokenBucket
}

/** A message sent to a socket and not acknowledged yet. */
export type RelayDelivery = { topic: string; hash: string; publishedAt: number; expiresAt: number }

/**
 * Whether a socket has seen every message of a topic: `pending` while the stored ones are being
 * sent after a subscribe, `complete` once they all were (live ones are sent as they come),
 * `broken` once one of them was lost (a refused ack, a send that failed) — until the next
 * subscribe sends what is stored again.
 */
export type RelayCoverage = { state: 'pending' | 'complete' | 'broken' }

/** What the hub needs from outside. */
export type RelayEnvironment = { clock: Clock; limits: RelayLimits }
