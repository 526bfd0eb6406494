import type { EsploraFeeEstimates } from './esplora/parseEsplora'

/** Blocks the kit's sends aim to confirm within (the `fee-estimates` target it reads). */
export const BITCOIN_FEE_TARGET_BLOCKS = 6
/** The lowest fee rate the kit pays, sat/vB (Bitcoin Core's default minimum relay fee). */
export const BITCOIN_MIN_FEE_RATE = 1n

/** Parameters of {@link feeRateOf}: Esplora's `fee-estimates` (sat/vB by target in blocks). */
export type FeeRateOfParameters = EsploraFeeEstimates
/** Return type of {@link feeRateOf}: whole sat/vB. */
export type FeeRateOfReturnType = bigint

/**
 * The fee rate of a send: Esplora's estimate for {@link BITCOIN_FEE_TARGET_BLOCKS} blocks (or the
 * nearest longer target it lists, else the longest it has), rounded up to a whole sat/vB, at least
 * {@link BITCOIN_MIN_FEE_RATE} (also when the node has no estimate yet, as on a fresh regtest).
 *
 * @example
 * feeRateOf({ '1': 21.3, '6': 4.2, '144': 1 }) // 5n
 */
export function feeRateOf(estimates: FeeRateOfParameters): FeeRateOfReturnType {
  const targets = Object.keys(estimates)
    .map(Number)
    .sort((a, b) => a - b)
  const target = targets.find((t) => t >= BITCOIN_FEE_TARGET_BLOCKS) ?? targets[targets.length - 1]
  const rate = target === undefined ? 0 : (estimates[String(target)] ?? 0)
  const whole = BigInt(Math.ceil(rate))
  return whole > BITCOIN_MIN_FEE_RATE ? whole : BITCOIN_MIN_FEE_RATE
}
