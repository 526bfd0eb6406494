/**
 * @portico/solana — the Solana adapter on Wallet Standard and @solana/kit. The first chunk holds
 * discovery and state only; @solana/kit loads on first use (see solanaActions.ts).
 *
 * @module @portico/solana
 */

export {
  type CreateSolanaAdapterParameters,
  type CreateSolanaAdapterReturnType,
  createSolanaAdapter,
  type SolanaAdapter,
  type SolanaAdapterStorage,
} from './createSolanaAdapter'
export {
  ReceiverBelowRentError,
  TokenMintNotFoundError,
  TransactionDataNotSupportedError,
  TransactionExpiredError,
  TransactionSimulationError,
} from './errors'
export {
  type GetComputeBudgetParameters,
  type GetComputeBudgetReturnType,
  getComputeBudget,
} from './getComputeBudget'
export {
  type GetComputeUnitPriceParameters,
  type GetComputeUnitPriceReturnType,
  getComputeUnitPrice,
  type PriorityFeeOptions,
} from './getComputeUnitPrice'
export {
  type IsWalletRejectionParameters,
  type IsWalletRejectionReturnType,
  isWalletRejection,
} from './isWalletRejection'
export {
  type ResolveSolanaNetworkErrorType,
  type ResolveSolanaNetworkParameters,
  type ResolveSolanaNetworkReturnType,
  resolveSolanaNetwork,
} from './resolveSolanaNetwork'
export {
  isSolanaWallet,
  type ToSolanaConnectorsParameters,
  type ToSolanaConnectorsReturnType,
  toSolanaConnectors,
} from './toSolanaConnectors'
export {
  type WalletChainForParameters,
  type WalletChainForReturnType,
  walletChainFor,
} from './walletChainFor'
