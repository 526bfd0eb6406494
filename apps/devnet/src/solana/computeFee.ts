import type { DecodedInstruction } from './decodeWireTransaction'
import { solanaDevnetSeed } from './solanaDevnetSeed'

/** The Compute Budget program. */
export const computeBudgetProgramId = 'ComputeBudget111111111111111111111111111111'

/** Compute-budget settings read from a message's instructions. */
export type ComputeBudgetSettings = { unitLimit: number; unitPriceMicroLamports: bigint }

/**
 * The compute-unit limit and price a message sets (defaults as the runtime: 200,000 units per
 * non-compute-budget instruction, at most 1,400,000; price 0).
 *
 * @example
 * readComputeBudget(keys, instructions) // { unitLimit: 200000, unitPriceMicroLamports: 0n }
 */
export function readComputeBudget(
  accountKeys: readonly string[],
  instructions: readonly DecodedInstruction[],
): ComputeBudgetSettings {
  let unitLimit: number | undefined
  let unitPriceMicroLamports = 0n
  let others = 0
  for (const instruction of instructions) {
    if (accountKeys[instruction.programIdIndex] !== computeBudgetProgramId) {
      others++
      continue
    }
    const view = new DataView(instruction.data.buffer, instruction.data.byteOffset)
    if (instruction.data[0] === 2 && instruction.data.length >= 5)
      unitLimit = view.getUint32(1, true)
    if (instruction.data[0] === 3 && instruction.data.length >= 9)
      unitPriceMicroLamports = view.getBigUint64(1, true)
  }
  return {
    unitLimit: Math.min(unitLimit ?? others * 200_000, 1_400_000),
    unitPriceMicroLamports,
  }
}

/**
 * The fee a message pays: 5000 lamports per signature plus the priority fee
 * `ceil(price × limit / 1e6)`.
 *
 * @example
 * computeFee(1, { unitLimit: 200_000, unitPriceMicroLamports: 0n }) // 5000
 */
export function computeFee(signatures: number, budget: ComputeBudgetSettings): number {
  const micro = budget.unitPriceMicroLamports * BigInt(budget.unitLimit)
  const priority = (micro + 999_999n) / 1_000_000n
  return Number(BigInt(signatures) * solanaDevnetSeed.lamportsPerSignature + priority)
}
