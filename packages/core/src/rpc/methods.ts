// Wallet RPC method lists (SPEC §5, §6). A method in neither list is blocked.

/** Read-only queries, raw transaction send, capability and status queries, asset listing. */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getProof',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getLogs',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'eth_syncing',
  'eth_sendRawTransaction',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const

/**
 * Solana JSON-RPC methods that are safe: the cluster's read queries, and sending or simulating a
 * transaction the wallet already signed (the counterpart of `eth_sendRawTransaction`). Left out:
 * `getProgramAccounts` and the `getBlock…` family (whole-chain scans a shared node should not run
 * for any caller) and `requestAirdrop` (a test-cluster faucet, not a wallet call).
 */
export const solanaSafeRpcMethods = [
  'getHealth',
  'getVersion',
  'getIdentity',
  'getGenesisHash',
  'getSlot',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getEpochSchedule',
  'getLatestBlockhash',
  'isBlockhashValid',
  'getFeeForMessage',
  'getRecentPrioritizationFees',
  'getMinimumBalanceForRentExemption',
  'getBalance',
  'getAccountInfo',
  'getMultipleAccounts',
  'getTokenAccountsByOwner',
  'getTokenAccountsByDelegate',
  'getTokenAccountBalance',
  'getTokenSupply',
  'getTokenLargestAccounts',
  'getSignaturesForAddress',
  'getSignatureStatuses',
  'getTransaction',
  'getTransactionCount',
  'getStakeMinimumDelegation',
  'sendTransaction',
  'simulateTransaction',
] as const

/** Methods that need the user's approval. */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** A method of {@link safeRpcMethods}. */
export type SafeRpcMethod = (typeof safeRpcMethods)[number]
/** A method of {@link solanaSafeRpcMethods}. */
export type SolanaSafeRpcMethod = (typeof solanaSafeRpcMethods)[number]
/** A method of {@link unsafeRpcMethods}. */
export type UnsafeRpcMethod = (typeof unsafeRpcMethods)[number]
