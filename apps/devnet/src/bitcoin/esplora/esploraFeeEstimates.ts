import type { FullNode } from 'bcoin'

/** Esplora's confirmation targets (blocks). */
const targets = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]

/** bcoin's fee estimator answers for at most this many blocks (its MAX_BLOCK_CONFIRMS). */
const maxEstimatorTarget = 15

/**
 * `GET /fee-estimates`: `{ "<blocks>": satPerVbyte }`. bcoin's estimator (sat per 1000 vbytes)
 * answers 0 until it has seen enough transactions confirm, as on a fresh devnet; then, and for
 * targets past its 15 blocks, the rate is the node's minimum relay rate (1 sat/vB), which every
 * transaction here confirms at in the next block anyway (automine).
 */
export function esploraFeeEstimates(node: FullNode): Record<string, number> {
  const floor = node.network.minRelay / 1000
  const estimates: Record<string, number> = {}
  for (const target of targets) {
    const perKvb =
      target <= maxEstimatorTarget ? node.fees.estimateFee(target, true) : node.network.minRelay
    estimates[target] = Math.max(perKvb / 1000, floor)
  }
  return estimates
}
