import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A Farcaster login in progress: the channel the server polls, and who may redeem it. */
export type FarcasterFlow = {
  projectId: string
  deviceHash: string
  flowSecretHash: string
  channelToken: string
  nonce: string
  domain: string
  expiresAt: number
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The Farcaster logins in progress, in memory: `open` answers a flow id (32 random bytes; only its
 * SHA-256 is kept), `find` the live flow of an id only for the project, device and flow secret that
 * opened it, and `spend` removes it (a flow is redeemed once). The channel token never leaves the
 * server: the frame holds the flow id and its secret, the visitor's Farcaster client the link.
 *
 * @example
 * const flows = createFarcasterFlows({ maxFlows: 10_000 })
 * const flowId = flows.open(flow, Date.now())
 */
export function createFarcasterFlows(parameters: { maxFlows: number }) {
  const flows = new Map<string, FarcasterFlow>()
  return {
    open(flow: FarcasterFlow, now: number): string | undefined {
      if (flows.size >= parameters.maxFlows)
        for (const [key, held] of flows) if (held.expiresAt <= now) flows.delete(key)
      if (flows.size >= parameters.maxFlows) return undefined
      const flowId = randomBytes(32).toString('base64url')
      flows.set(sha256(flowId), flow)
      return flowId
    },
    find(
      input: { flowId: string; projectId: string; deviceHash: string; flowSecret: string },
      now: number,
    ): FarcasterFlow | undefined {
      const flow = flows.get(sha256(input.flowId))
      if (
        flow === undefined ||
        flow.expiresAt <= now ||
        flow.projectId !== input.projectId ||
        flow.deviceHash !== input.deviceHash ||
        !same(flow.flowSecretHash, sha256(input.flowSecret))
      )
        return undefined
      return flow
    },
    /** Removes the flow; `false` when it was already gone (redeemed by a concurrent call). */
    spend(flowId: string): boolean {
      return flows.delete(sha256(flowId))
    },
  }
}
export type FarcasterFlows = ReturnType<typeof createFarcasterFlows>
