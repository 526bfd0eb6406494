import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  type Instruction,
  isWritableRole,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget'
import { TransactionSimulationError } from './errors'
import { getComputeBudget } from './getComputeBudget'
import { getComputeUnitPrice, type PriorityFeeOptions } from './getComputeUnitPrice'
import type { TransactionVersion } from './walletStandard'

/** Parameters of {@link prepareTransaction}. */
export type PrepareTransactionParameters = {
  rpc: Rpc<SolanaRpcApi>
  /** Fee payer and only signer. */
  from: string
  /** The work, without compute-budget instructions. */
  instructions: readonly Instruction[]
  /** What the wallet accepts (default 0). */
  version?: TransactionVersion | undefined
  /** How compute units are priced (see `getComputeUnitPrice`). */
  priorityFee?: PriorityFeeOptions | undefined
}
/** Return type of {@link prepareTransaction}. */
export type PrepareTransactionReturnType = {
  /** Compiled and unsigned (the signature slots are empty): what the wallet signs. */
  transaction: Transaction
  /** The same as wire bytes. */
  wireTransaction: Uint8Array
  /** Compute units the simulation consumed. */
  unitsConsumed: bigint
  /** The limit set (see `getComputeBudget`). */
  unitLimit: number
  /** The price set, micro-lamports per compute unit (see `getComputeUnitPrice`). */
  unitPrice: bigint
  /** The block height after which the transaction can no longer land. */
  lastValidBlockHeight: bigint
  /** Lamports: base fee (`getFeeForMessage`) + priority fee (⌈price × limit / 10⁶⌉). */
  fee: bigint
}

const maxUnits = 1_400_000

/**
 * Internal (lazily loaded): turns a transfer's instructions into the transaction to sign, with
 * the compute-unit price recent blocks paid for its writable accounts (`getComputeUnitPrice`:
 * a percentile of `getRecentPrioritizationFees`, capped at SPEC §9's price) and a limit measured for this very transaction: it is simulated
 * once under the 1,400,000 maximum (both compute-budget instructions in place, no signature
 * check, the chain's latest blockhash) and the limit set to the units consumed plus 10 %.
 *
 * @throws {TransactionSimulationError} when the simulation fails (nothing is offered to sign).
 * @example
 * const { transaction, fee, unitLimit } = await prepareTransaction({ rpc, from, instructions })
 */
export async function prepareTransaction(
  parameters: PrepareTransactionParameters,
): Promise<PrepareTransactionReturnType> {
  const { rpc, instructions, version = 0 } = parameters
  const payer = address(parameters.from)
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const { lastValidBlockHeight } = blockhash
  const writable = new Set<Address>([payer])
  for (const instruction of instructions)
    for (const meta of instruction.accounts ?? [])
      if ('address' in meta && isWritableRole(meta.role)) writable.add(meta.address)
  const unitPrice = await getComputeUnitPrice({
    rpc,
    accounts: [...writable],
    ...parameters.priorityFee,
  })
  const build = (list: readonly Instruction[]) =>
    compileTransaction(
      pipe(
        createTransactionMessage({ version }),
        (m) => setTransactionMessageFeePayer(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstructions(list, m),
      ),
    )
  const withBudget = (units: number) => [
    getSetComputeUnitLimitInstruction({ units }),
    getSetComputeUnitPriceInstruction({ microLamports: unitPrice }),
    ...instructions,
  ]

  const { value: simulation } = await rpc
    .simulateTransaction(getBase64EncodedWireTransaction(build(withBudget(maxUnits))), {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      commitment: 'confirmed',
    })
    .send()
  if (simulation.err !== null || simulation.unitsConsumed === undefined)
    throw new TransactionSimulationError({
      details: [stringify(simulation.err), ...(simulation.logs ?? []).slice(-3)].join('\n'),
    })
  const { unitLimit, priorityFee } = getComputeBudget({
    unitsConsumed: simulation.unitsConsumed,
    unitPrice,
  })

  // The base fee of the same signers on the same blockhash, without the priority part.
  const baseMessage = getBase64Decoder().decode(build(instructions).messageBytes)
  const { value: baseFee } = await rpc
    .getFeeForMessage(baseMessage as TransactionMessageBytesBase64, { commitment: 'confirmed' })
    .send()
  if (baseFee === null)
    throw new TransactionSimulationError({ details: 'the blockhash expired while preparing' })
  const transaction = build(withBudget(unitLimit))
  return {
    transaction,
    wireTransaction: new Uint8Array(getTransactionEncoder().encode(transaction)),
    unitsConsumed: simulation.unitsConsumed,
    unitLimit,
    unitPrice,
    lastValidBlockHeight,
    fee: baseFee + priorityFee,
  }
}

function stringify(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? Number(v) : v))
}
