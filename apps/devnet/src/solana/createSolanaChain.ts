import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
} from '@solana/kit'
import { Clock, LiteSVM, type TransactionMetadata } from 'litesvm'
import { computeFee, readComputeBudget } from './computeFee'
import type { DecodedTransaction } from './decodeWireTransaction'
import type {
  LedgerInnerInstructions,
  LedgerState,
  LedgerTokenBalance,
  LedgerTransaction,
} from './ledgerTypes'
import { RpcError } from './rpcError'
import { seedSolanaGenesis } from './seedSolanaGenesis'
import { readMint, readTokenAccount, uiTokenAmount } from './tokenAccounts'
import { type RpcTransactionError, toRpcTransactionError } from './toRpcTransactionError'

/** A blockhash stays valid for this many slots (as on Solana). */
export const blockhashValiditySlots = 150

/** Parameters of {@link createSolanaChain}. */
export type CreateSolanaChainParameters = {
  /** Saved state to restore (from `snapshot()`); absent = a fresh seeded genesis. */
  state?: { accounts: Uint8Array; ledger: LedgerState } | undefined
  /** Wall clock in ms (default `Date.now`), for block times. */
  now?: (() => number) | undefined
}

/** What a simulation answers (the `value` of `simulateTransaction`). */
export type SimulationResult = {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
}

/** The chain: LiteSVM plus our ledger of slots, blockhashes and transactions. */
export type SolanaChain = Awaited<ReturnType<typeof createSolanaChain>>

function preflightFailure(err: RpcTransactionError, logs: string[], unitsConsumed: number) {
  if (err === 'SignatureFailure')
    return new RpcError(-32003, 'Transaction signature verification failure')
  const reason = typeof err === 'string' ? err : JSON.stringify(err)
  return new RpcError(-32002, `Transaction simulation failed: ${reason}`, {
    err,
    logs,
    accounts: null,
    unitsConsumed,
    returnData: null,
    innerInstructions: null,
  })
}

/**
 * Creates the local Solana chain: LiteSVM with the seeded genesis (or restored state), where each
 * landed transaction gets a new slot, a block time and a new blockhash, and is kept in a ledger.
 *
 * @example
 * const chain = await createSolanaChain()
 * chain.latestBlockhash() // { blockhash, lastValidBlockHeight }
 */
export async function createSolanaChain(parameters: CreateSolanaChainParameters = {}) {
  const now = parameters.now ?? Date.now
  const seconds = () => Math.floor(now() / 1000)
  let svm: LiteSVM
  let ledger: LedgerState
  if (parameters.state) {
    svm = LiteSVM.fromBytes(parameters.state.accounts)
    ledger = parameters.state.ledger
  } else {
    svm = new LiteSVM()
    await seedSolanaGenesis(svm)
    const time = seconds()
    svm.setClock(new Clock(0n, BigInt(time), 0n, 0n, BigInt(time)))
    ledger = { version: 1, slot: 0, blockTime: time, blockhashes: [], transactions: [] }
    ledger.blockhashes.push({ blockhash: svm.latestBlockhash(), slot: 0 })
  }
  // Blockhash ages are ours to check (LiteSVM accepts only its latest one).
  svm.withBlockhashCheck(false).withSigverify(true)
  const bySignature = new Map(ledger.transactions.map((tx) => [tx.signature, tx]))
  const snapshot = () => ({ accounts: svm.toBytes(), ledger: structuredClone(ledger) })
  const snapshots = new Map<string, ReturnType<typeof snapshot>>()
  let nextSnapshot = 1
  const slotListeners = new Set<(slot: number) => void>()
  const txListeners = new Set<(tx: LedgerTransaction) => void>()

  const latestBlockhash = () => {
    const last = ledger.blockhashes[ledger.blockhashes.length - 1] as { blockhash: string }
    return { blockhash: last.blockhash, lastValidBlockHeight: ledger.slot + blockhashValiditySlots }
  }
  const isBlockhashValid = (blockhash: string) =>
    ledger.blockhashes.some(
      (entry) =>
        entry.blockhash === blockhash && ledger.slot <= entry.slot + blockhashValiditySlots,
    )

  const setClock = (slot: number, time: number) =>
    svm.setClock(new Clock(BigInt(slot), 0n, 0n, 0n, BigInt(time)))

  const tokenBalances = (keys: readonly string[]): LedgerTokenBalance[] => {
    const balances: LedgerTokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const account = svm.getAccount(key as Address)
      const fields = readTokenAccount(account)
      if (!fields || !account.exists) return
      const decimals = readMint(svm.getAccount(fields.mint))?.decimals ?? 0
      balances.push({
        accountIndex,
        mint: fields.mint,
        owner: fields.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(fields.amount, decimals),
      })
    })
    return balances
  }
  const lamportsOf = (keys: readonly string[]) =>
    keys.map((key) => Number(svm.getBalance(key as Address) ?? 0n))

  function checkSubmittable(decoded: DecodedTransaction, checkBlockhash: boolean) {
    if (decoded.lookups > 0)
      throw new RpcError(-32602, 'Invalid params: address lookup tables are not supported here')
    const signature = decoded.signatures[0] as string
    if (bySignature.has(signature)) throw preflightFailure('AlreadyProcessed', [], 0)
    if (checkBlockhash && !isBlockhashValid(decoded.recentBlockhash))
      throw preflightFailure('BlockhashNotFound', [], 0)
  }

  function simulate(
    decoded: DecodedTransaction,
    options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ): SimulationResult {
    if (!options.replaceRecentBlockhash && !isBlockhashValid(decoded.recentBlockhash))
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
    svm.withSigverify(options.sigVerify ?? false)
    try {
      const result = svm.simulateTransaction(decoded.transaction)
      const meta: TransactionMetadata = result.meta()
      const err = 'err' in result ? toRpcTransactionError(result) : null
      return { err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
    } finally {
      svm.withSigverify(true)
    }
  }

  function submit(decoded: DecodedTransaction, options: { skipPreflight?: boolean } = {}): string {
    checkSubmittable(decoded, true)
    if (!options.skipPreflight) {
      const simulated = simulate(decoded, { sigVerify: true })
      if (simulated.err)
        throw preflightFailure(simulated.err, simulated.logs, simulated.unitsConsumed)
    }
    const keys = decoded.accountKeys
    const slot = ledger.slot + 1
    const blockTime = Math.max(ledger.blockTime, seconds())
    const preBalances = lamportsOf(keys)
    const preTokenBalances = tokenBalances(keys)
    setClock(slot, blockTime)
    const result = svm.sendTransaction(decoded.transaction)
    const err = toRpcTransactionError(result)
    const meta = 'err' in result ? result.meta() : result
    const postBalances = lamportsOf(keys)
    // It landed if it succeeded or LiteSVM charged its fee (failed in execution, as on a chain).
    if (err !== null && (postBalances[0] ?? 0) >= (preBalances[0] ?? 0)) {
      setClock(ledger.slot, ledger.blockTime)
      throw preflightFailure(err as RpcTransactionError, meta.logs(), 0)
    }
    svm.expireBlockhash()
    ledger.slot = slot
    ledger.blockTime = blockTime
    ledger.blockhashes.push({ blockhash: svm.latestBlockhash(), slot })
    if (ledger.blockhashes.length > 300)
      ledger.blockhashes.splice(0, ledger.blockhashes.length - 300)
    const budget = readComputeBudget(keys, decoded.instructions)
    const record: LedgerTransaction = {
      signature: decoded.signatures[0] as string,
      slot,
      blockTime,
      wire: getBase64Decoder().decode(getTransactionEncoder().encode(decoded.transaction)),
      version: decoded.version,
      accountKeys: [...keys],
      err,
      fee: computeFee(decoded.header.numRequiredSignatures, budget),
      unitPrice: String(budget.unitPriceMicroLamports),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: tokenBalances(keys),
      logMessages: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      innerInstructions: innerInstructions(meta),
    }
    ledger.transactions.push(record)
    bySignature.set(record.signature, record)
    for (const listener of slotListeners) listener(slot)
    for (const listener of txListeners) listener(record)
    return record.signature
  }

  return {
    /** LiteSVM itself (a new one after `revert`). */
    get svm() {
      return svm
    },
    get slot() {
      return ledger.slot
    },
    get blockTime() {
      return ledger.blockTime
    },
    get transactionCount() {
      return ledger.transactions.length
    },
    latestBlockhash,
    isBlockhashValid,
    simulate,
    submit,
    findTransaction: (signature: string) => bySignature.get(signature),
    /** Newest first; `before`/`until` are signatures (exclusive), `limit` 1…1000. */
    signaturesFor(address: string, options: { before?: string; until?: string; limit: number }) {
      const found: LedgerTransaction[] = []
      let started = options.before === undefined
      for (let i = ledger.transactions.length - 1; i >= 0 && found.length < options.limit; i--) {
        const tx = ledger.transactions[i] as LedgerTransaction
        if (tx.signature === options.until) break
        if (!started) {
          started = tx.signature === options.before
          continue
        }
        if (tx.accountKeys.includes(address)) found.push(tx)
      }
      return found
    },
    /**
     * `getRecentPrioritizationFees`: per slot of the last 150 with a landed transaction (one per
     * slot here) that names any of `accounts` (any transaction when none), the compute-unit price
     * it paid, oldest first.
     */
    recentPrioritizationFees(accounts: readonly string[]) {
      const fees: { slot: number; prioritizationFee: number }[] = []
      for (let i = ledger.transactions.length - 1; i >= 0; i--) {
        const tx = ledger.transactions[i] as LedgerTransaction
        if (tx.slot <= ledger.slot - 150) break
        if (accounts.length > 0 && !accounts.some((account) => tx.accountKeys.includes(account)))
          continue
        fees.push({ slot: tx.slot, prioritizationFee: Number(tx.unitPrice ?? '0') })
      }
      return fees.reverse()
    },
    onSlot(listener: (slot: number) => void) {
      slotListeners.add(listener)
      return () => slotListeners.delete(listener)
    },
    onTransaction(listener: (tx: LedgerTransaction) => void) {
      txListeners.add(listener)
      return () => txListeners.delete(listener)
    },
    /** The state to save: LiteSVM's accounts (its own format) and a copy of the ledger. */
    snapshot,
    /**
     * Keeps the state under a new id (the `portico_snapshot` RPC method, as anvil's `evm_snapshot`):
     * a test takes one, and {@link revert} puts the chain back.
     */
    takeSnapshot(): string {
      const id = `0x${(nextSnapshot++).toString(16)}`
      snapshots.set(id, snapshot())
      return id
    },
    /**
     * Puts the chain back to snapshot `id` (accounts, slots, blockhashes, transactions) and forgets
     * it and every later one, as anvil's `evm_revert`; false for an id it does not hold.
     */
    revert(id: string): boolean {
      const state = snapshots.get(id)
      if (!state) return false
      for (const key of [...snapshots.keys()]) if (Number(key) >= Number(id)) snapshots.delete(key)
      svm = LiteSVM.fromBytes(state.accounts)
      svm.withBlockhashCheck(false).withSigverify(true)
      ledger = state.ledger
      bySignature.clear()
      for (const tx of ledger.transactions) bySignature.set(tx.signature, tx)
      return true
    },
  }
}

function innerInstructions(meta: TransactionMetadata): LedgerInnerInstructions[] {
  const base58 = getBase58Decoder()
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const compiled = inner.instruction()
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: [...compiled.accounts()],
          data: base58.decode(compiled.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}
