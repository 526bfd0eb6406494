import type { Clock } from '@portico/core/internal'
import { createTokenBucket, type TokenBucket } from './createTokenBucket'
import type { RelayLimits, RelayPeer } from './types'

export type CreateRelayPeerParameters = {
  clientId: string
  /** `send` writes one text frame (false if dropped); `drained` waits for its queue to empty. */
  io: Pick<RelayPeer, 'send' | 'drained'>
  /** The client address's stored-bytes bucket (shared by its sockets); one of its own if absent. */
  storage?: TokenBucket | undefined
  limits: Pick<
    RelayLimits,
    | 'publishBurst'
    | 'publishPerSecond'
    | 'requestBurst'
    | 'requestsPerSecond'
    | 'storeBurstBytesPerIp'
    | 'storeBytesPerSecondPerIp'
  >
  clock: Pick<Clock, 'now'>
}
export type CreateRelayPeerReturnType = RelayPeer

/**
 * One socket's state as the relay hub keeps it: its subscriptions, its deliveries awaiting an ack,
 * and its limits' token buckets (publishes, requests; stored bytes per client address).
 *
 * @example
 * const peer = createRelayPeer({ clientId, io, limits: relayLimitDefaults, clock: systemClock })
 */
export function createRelayPeer(parameters: CreateRelayPeerParameters): CreateRelayPeerReturnType {
  const { clientId, io, storage, limits, clock } = parameters
  return {
    clientId,
    send: io.send,
    drained: io.drained,
    topics: new Map(),
    inFlight: new Map(),
    inFlightKeys: new Set(),
    coverage: new Map(),
    bucket: createTokenBucket({
      capacity: limits.publishBurst,
      refillPerSecond: limits.publishPerSecond,
      clock,
    }),
    requests: createTokenBucket({
      capacity: limits.requestBurst,
      refillPerSecond: limits.requestsPerSecond,
      clock,
    }),
    storage:
      storage ??
      createTokenBucket({
        capacity: limits.storeBurstBytesPerIp,
        refillPerSecond: limits.storeBytesPerSecondPerIp,
        clock,
      }),
  }
}
