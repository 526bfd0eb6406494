import type { Clock } from '@portico/core/internal'
import { createTokenBucket, type TokenBucket } from './createTokenBucket'
import type { RelayLimits } from './types'

export type CreateConnectionLimiterParameters = {
  limits: Pick<
    RelayLimits,
    | 'maxConnectionsPerIp'
    | 'maxConnectionsPerProject'
    | 'storeBurstBytesPerIp'
    | 'storeBytesPerSecondPerIp'
  >
  clock: Pick<Clock, 'now'>
}

/** An open connection's share: its address's stored-bytes bucket, and how to give the slot back. */
export type RelayConnectionSlot = { storage: TokenBucket; release(): void }

export type ConnectionLimiter = {
  /** Why a new connection from `ip` to `projectId` would be refused now, or undefined. */
  refusal(ip: string, projectId: string): string | undefined
  /** Takes a slot (undefined, with nothing taken, when full: see {@link ConnectionLimiter.refusal}). */
  open(ip: string, projectId: string): RelayConnectionSlot | undefined
  /** Forgets addresses with no connection whose bucket is full again. */
  sweep(): void
}
export type CreateConnectionLimiterReturnType = ConnectionLimiter

/**
 * Counts the relay's open connections per client address and per project, against
 * `maxConnectionsPerIp` and `maxConnectionsPerProject` (review H1), and keeps one stored-bytes
 * token bucket per address, shared by its connections and kept after they close until it refills
 * (so reconnecting does not reset it).
 *
 * @example
 * const limiter = createConnectionLimiter({ limits, clock: systemClock })
 * const slot = limiter.open(request.ip, projectId) // undefined: refuse
 * socket.on('close', () => slot?.release())
 */
export function createConnectionLimiter(
  parameters: CreateConnectionLimiterParameters,
): CreateConnectionLimiterReturnType {
  const { limits, clock } = parameters
  const addresses = new Map<string, { connections: number; storage: TokenBucket }>()
  const projects = new Map<string, number>()

  function refusal(ip: string, projectId: string) {
    if ((addresses.get(ip)?.connections ?? 0) >= limits.maxConnectionsPerIp)
      return `Too many relay connections from this address (the limit is ${limits.maxConnectionsPerIp})`
    if ((projects.get(projectId) ?? 0) >= limits.maxConnectionsPerProject)
      return `Too many relay connections for this project (the limit is ${limits.maxConnectionsPerProject})`
    return undefined
  }

  return {
    refusal,
    open(ip, projectId) {
      if (refusal(ip, projectId) !== undefined) return undefined
      let address = addresses.get(ip)
      if (!address) {
        address = {
          connections: 0,
          storage: createTokenBucket({
            capacity: limits.storeBurstBytesPerIp,
            refillPerSecond: limits.storeBytesPerSecondPerIp,
            clock,
          }),
        }
        addresses.set(ip, address)
      }
      address.connections += 1
      projects.set(projectId, (projects.get(projectId) ?? 0) + 1)
      const held = address
      let released = false
      return {
        storage: held.storage,
        release() {
          if (released) return
          released = true
          held.connections -= 1
          const left = (projects.get(projectId) ?? 1) - 1
          if (left === 0) projects.delete(projectId)
          else projects.set(projectId, left)
        },
      }
    },
    sweep() {
      for (const [ip, address] of addresses)
        if (address.connections === 0 && address.storage.available() >= limits.storeBurstBytesPerIp)
          addresses.delete(ip)
    },
  }
}
