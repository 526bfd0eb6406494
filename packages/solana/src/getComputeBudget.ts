import { InvalidParameterError } from '@portico/core'
import { SOLANA_COMPUTE_UNIT_LIMIT, SOLANA_COMPUTE_UNIT_PRICE } from '@portico/core/internal'

/** Parameters of {@link getComputeBudget}: what a simulation of the transaction consumed. */
export type GetComputeBudgetParameters = {
  unitsConsumed: bigint | number
  /** Micro-lamports per compute unit (see `getComputeUnitPrice`); SPEC §9's 20,000,000 by default. */
  unitPrice?: bigint | undefined
}
/** Return type of {@link getComputeBudget}. */
export type GetComputeBudgetReturnType = {
  /** Compute-unit limit to set: the measurement plus 10 %, never below SPEC §9's 500. */
  unitLimit: number
  /** The price, micro-lamports per compute unit. */
  unitPrice: bigint
  /** Lamports the priority fee costs: ⌈unitPrice × unitLimit / 10⁶⌉. */
  priorityFee: bigint
}

/** Headroom above the simulated figure, in per cent. */
const marginPercent = 10n
/** The most a transaction may ask for (Solana's cap). */
const maxUnits = 1_400_000n

/**
 * The compute budget of a transaction from what its simulation consumed (both compute-budget
 * instructions included): limit = ⌈units × 1.1⌉, at least SPEC §9's 500 and at most 1,400,000;
 * price = `unitPrice`, SPEC §9's 20,000,000 micro-lamports by default. A SOL transfer measures 450 → 500 (SPEC's figure);
 * an SPL transfer creating the recipient's account measures 13,930–19,930 (it varies with the
 * recipient's bump seed), so SPEC's 500 would fail it.
 *
 * @example
 * getComputeBudget({ unitsConsumed: 15_430 }) // { unitLimit: 16_973, unitPrice: 20_000_000n, priorityFee: 339_460n }
 */
export function getComputeBudget(
  parameters: GetComputeBudgetParameters,
): GetComputeBudgetReturnType {
  const units = BigInt(parameters.unitsConsumed)
  if (units < 0n)
    throw new InvalidParameterError({ reason: `unitsConsumed must not be negative, got ${units}` })
  const withMargin = (units * (100n + marginPercent) + 99n) / 100n
  const floor = BigInt(SOLANA_COMPUTE_UNIT_LIMIT)
  const limit = withMargin < floor ? floor : withMargin > maxUnits ? maxUnits : withMargin
  const unitPrice = parameters.unitPrice ?? BigInt(SOLANA_COMPUTE_UNIT_PRICE)
  return {
    unitLimit: Number(limit),
    unitPrice,
    priorityFee: (unitPrice * limit + 999_999n) / 1_000_000n,
  }
}
