import { FailedTransactionMetadata, type TransactionMetadata } from 'litesvm'

/** A transaction error in the JSON shape Solana's RPC answers (`meta.err`, `value.err`). */
export type RpcTransactionError = string | Record<string, unknown>

// The order of LiteSVM's const enums (litesvm/dist/internal.d.ts), which follow agave's.
const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
]
const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
]

function instructionError(error: unknown): unknown {
  if (typeof error === 'number') return instructionErrors[error] ?? 'GenericError'
  if (error && typeof error === 'object' && 'code' in error) return { Custom: error.code }
  if (error && typeof error === 'object' && 'msg' in error) return { BorshIoError: error.msg }
  return 'GenericError'
}

/**
 * The RPC form of a LiteSVM result's error: `null` when it succeeded, else e.g.
 * `{ InstructionError: [0, { Custom: 1 }] }` or `'AccountNotFound'`.
 *
 * @example
 * const err = toRpcTransactionError(svm.sendTransaction(tx)) // null on success
 */
export function toRpcTransactionError(
  result: TransactionMetadata | FailedTransactionMetadata,
): RpcTransactionError | null {
  if (!(result instanceof FailedTransactionMetadata)) return null
  const error: unknown = result.err()
  if (typeof error === 'number') return transactionErrors[error] ?? 'SanitizeFailure'
  const name = (error as object).constructor.name
  const fields = error as { index?: number; accountIndex?: number; err?: () => unknown }
  if (name === 'TransactionErrorInstructionError' && fields.err)
    return { InstructionError: [fields.index, instructionError(fields.err())] }
  if (name === 'TransactionErrorDuplicateInstruction') return { DuplicateInstruction: fields.index }
  if (name === 'TransactionErrorInsufficientFundsForRent')
    return { InsufficientFundsForRent: { account_index: fields.accountIndex } }
  return { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex } }
}
