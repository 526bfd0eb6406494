// Shapes shared by the relay's parts (types only).
import type { Clock } from '@portico/core'
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
  /** How often expired messages are pruned, in ms. Default 60 000. */
  pruneIntervalMs: number
}

export const relayLimitDefaults: RelayLimits = {
  maxMessageBytes: 512 * 1024,
  maxTopicsPerConnection: 1000,
  publishBurst: 200,
  publishPerSecond: 50,
  maxTtlSeconds: 30 * 24 * 3600,
  pingIntervalMs: 20_000,
  pruneIntervalMs: 60_000,
}

/** One client socket as the hub sees it. */
export type RelayPeer = {
  /** The client id (`did:key`) from the auth token. */
  readonly clientId: string
  /** Sends one text frame (dropped if the socket is closed). */
  send(text: string): void
  /** topic → subscription id. */
  readonly topics: Map<string, string>
  /** Deliveries waiting for their ack: JSON-RPC id → topic + hash + expiry. */
  readonly inFlight: Map<number, { topic: string; hash: string; expiresAt: number }>
  /** `topic\nhash` of the deliveries in flight, to avoid sending one twice on one socket. */
  readonly inFlightKeys: Set<string>
  readonly bucket: TokenBucket
}

/** What the hub needs from outside. */
export type RelayEnvironment = { clock: Clock; limits: RelayLimits }
