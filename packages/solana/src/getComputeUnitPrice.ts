import { InvalidParameterError } from '@portico/core'
import { SOLANA_COMPUTE_UNIT_PRICE } from '@portico/core/internal'
import type { Address, GetRecentPrioritizationFeesApi, Rpc } from '@solana/kit'

/**
 * How the adapter prices compute units (`createSolanaAdapter({ priorityFee })`): the `percentile`
 * of the fees recent blocks paid to write the transaction's accounts (`getRecentPrioritizationFees`),
 * at most `maxMicroLamports`.
 */
export type PriorityFeeOptions = {
  /** Which of the recent fees to pay, 0–100 (nearest rank); 75 by default. */
  percentile?: number | undefined
  /** The most to pay per compute unit, micro-lamports; SPEC §9's 20,000,000 by default. */
  maxMicroLamports?: bigint | number | undefined
}

/** Parameters of {@link getComputeUnitPrice}. */
export type GetComputeUnitPriceParameters = PriorityFeeOptions & {
  rpc: Rpc<GetRecentPrioritizationFeesApi>
  /** The accounts the transaction writes (at most 128). */
  accounts: readonly Address[]
}
/** Micro-lamports per compute unit. */
export type GetComputeUnitPriceReturnType = bigint

/**
 * Checks {@link PriorityFeeOptions} and fills in the defaults.
 *
 * @throws {InvalidParameterError} for a percentile outside 0–100 or a negative cap.
 * @example
 * resolvePriorityFee({ percentile: 50 }) // { percentile: 50, maxMicroLamports: 20_000_000n }
 */
export function resolvePriorityFee(options: PriorityFeeOptions = {}): {
  percentile: number
  maxMicroLamports: bigint
} {
  const percentile = options.percentile ?? 75
  if (!Number.isFinite(percentile) || percentile < 0 || percentile > 100)
    throw new InvalidParameterError({
      reason: `priorityFee.percentile must be 0–100, got ${percentile}`,
    })
  const max = options.maxMicroLamports ?? SOLANA_COMPUTE_UNIT_PRICE
  if ((typeof max === 'number' && !Number.isSafeInteger(max)) || BigInt(max) < 0n)
    throw new InvalidParameterError({
      reason: `priorityFee.maxMicroLamports must be a whole number ≥ 0, got ${max}`,
    })
  return { percentile, maxMicroLamports: BigInt(max) }
}

/**
 * The `percentile` of `fees` by nearest rank (0 → the lowest, 100 → the highest); 0 for none.
 *
 * @example
 * pickPercentile([0n, 10n, 20n, 30n], 75) // 20n
 */
export function pickPercentile(fees: readonly bigint[], percentile: number): bigint {
  if (fees.length === 0) return 0n
  const sorted = [...fees].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length))
  return sorted[rank - 1] as bigint
}

/**
 * The compute-unit price to pay now: the `percentile` (75 by default) of the fees of recent blocks
 * for `accounts` (`getRecentPrioritizationFees`), capped at `maxMicroLamports` (SPEC §9's
 * 20,000,000 by default). A node that cannot answer gets the cap (SPEC §9's price).
 *
 * @example
 * const unitPrice = await getComputeUnitPrice({ rpc, accounts: [from, to], percentile: 75 })
 */
export async function getComputeUnitPrice(
  parameters: GetComputeUnitPriceParameters,
): Promise<GetComputeUnitPriceReturnType> {
  const { percentile, maxMicroLamports } = resolvePriorityFee(parameters)
  let fees: readonly bigint[]
  try {
    const answer = await parameters.rpc
      .getRecentPrioritizationFees(parameters.accounts.slice(0, 128))
      .send()
    fees = answer.map((entry) => BigInt(entry.prioritizationFee))
  } catch {
    return maxMicroLamports
  }
  const price = pickPercentile(fees, percentile)
  return price > maxMicroLamports ? maxMicroLamports : price
}
