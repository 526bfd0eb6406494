import type { UiTokenAmount } from './tokenAccounts'
import type { RpcTransactionError } from './toRpcTransactionError'

/** A token balance in a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export type LedgerTokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** One landed transaction as this chain keeps it (saved with the state). */
export type LedgerTransaction = {
  signature: string
  slot: number
  blockTime: number
  /** The wire transaction, base64. */
  wire: string
  version: 'legacy' | 0
  accountKeys: string[]
  err: RpcTransactionError | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: LedgerTokenBalance[]
  postTokenBalances: LedgerTokenBalance[]
  logMessages: string[]
  computeUnitsConsumed: number
  /** The compute-unit price it set, micro-lamports as a decimal string (absent in older ledgers: 0). */
  unitPrice?: string
  /** Cross-program invocations per top-level instruction (data in base58), as the RPC's json form. */
  innerInstructions?: LedgerInnerInstructions[]
}

/** The inner instructions of one top-level instruction. */
export type LedgerInnerInstructions = {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[]
}

/** The chain's own records beside LiteSVM's accounts: slots, blockhashes and history. */
export type LedgerState = {
  version: 1
  slot: number
  blockTime: number
  /** Recent blockhashes with the slot that produced them (the last 300). */
  blockhashes: { blockhash: string; slot: number }[]
  transactions: LedgerTransaction[]
}
