/**
 * @portico/core — the client, its adapter seam and types, the store primitive, formatters,
 * validators and the typed errors. Actions, the HTTP API, sign-in, CAIP ids and the parts only the
 * kit's own packages compose are subpath entries (`./actions`, `./api`, `./siwx`, `./caip`,
 * `./internal`).
 *
 * @module @portico/core
 */

export type {
  AccountType,
  AdapterAccount,
  AdapterCaipNetworkId,
  AdapterConnector,
  AdapterNetwork,
  ChainAdapter,
  ChainNamespace,
} from './adapter'
export type { WalletConnectFlow } from './client/connectWalletConnect'
export type { BalanceState } from './client/createBalanceReader'
export {
  type CreateLazyAdapterParameters,
  type CreateLazyAdapterReturnType,
  createLazyAdapter,
  type LazyAdapter,
} from './client/createLazyAdapter'
export {
  type CreatePorticoClientReturnType,
  createPorticoClient,
} from './client/createPorticoClient'
export type { PorticoConnector } from './client/mergeConnectors'
export type {
  CreatePorticoClientParameters,
  NamespaceState,
  PorticoClient,
  PorticoClientAction,
} from './client/types'
export { SmartAccountUnsupportedError } from './errors/account'
export { AccountTypeNotSupportedError } from './errors/accountType'
export { AccountNotFoundError, RpcUrlNotFoundError } from './errors/adapter'
export { BalanceUnavailableError } from './errors/balance'
export { BaseError, type BaseErrorParameters } from './errors/base'
export {
  AdapterNotConfiguredError,
  DuplicateAdapterError,
  NetworksNotConfiguredError,
  ProjectIdNotConfiguredError,
  WalletNotFoundError,
} from './errors/config'
export {
  ChainAdapterNotFoundError,
  ConnectionDeclinedError,
  DisconnectChainError,
  type DisconnectChainErrorParameters,
  DisconnectError,
  NoActiveCaipAddressError,
} from './errors/connection'
export {
  EmailLoginCooldownError,
  type EmailLoginCooldownErrorParameters,
  InvalidEmailError,
} from './errors/email'
export { FrameLoadError, FrameRequestError, type FrameRequestErrorParameters } from './errors/frame'
export {
  type IsUserRejectionParameters,
  type IsUserRejectionReturnType,
  isUserRejection,
} from './errors/isUserRejection'
export {
  NameRegistrationError,
  type NameRegistrationErrorParameters,
  NameResolveError,
  NameSuggestionsError,
  NamesForAddressError,
} from './errors/names'
export { NetworkNotFoundError } from './errors/network'
export { InvalidParameterError, type InvalidParameterErrorParameters } from './errors/parameter'
export {
  InvalidSendCallsError,
  type InvalidSendCallsErrorParameters,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  type RpcMethodNotAllowedErrorParameters,
} from './errors/rpc'
export {
  SendAmountAboveBalanceError,
  SendAmountDecimalsError,
  SendAmountInvalidError,
  SendAmountRequiredError,
  SendAmountZeroError,
  SendFeeAboveBalanceError,
  SendReceiverInvalidError,
  SendReceiverNameUnknownError,
  type SendReceiverNameUnknownErrorParameters,
  SendTokenRequiredError,
  TransactionDeclinedError,
  TransactionFailedError,
  UnsupportedChainError,
} from './errors/send'
export { SignatureDeclinedError, SiwxInitializationError, SiwxNotEnabledError } from './errors/siwx'
export {
  InvalidChainIdError,
  ProviderNotFoundError,
  SolanaConnectError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
  WalletNotConnectedError,
} from './errors/solana'
export {
  GasPriceNetworkUnsupportedError,
  SwapFeeAboveBalanceError,
  SwapInsufficientBalanceError,
  SwapNetworkUnsupportedError,
  SwapNoLiquidityError,
  SwapSlippageExceededError,
  SwapWouldFailError,
} from './errors/swap'
export { FetchTransactionsError, TransactionsAccountRequiredError } from './errors/transactions'
export { SomethingWentWrongError } from './errors/unknown'
export { type AvatarGradientOfReturnType, avatarGradientOf } from './format/avatarGradientOf'
export {
  type DescribedTransfer,
  type DescribeTransactionReturnType,
  describeTransaction,
} from './format/describeTransaction'
export { InvalidAmountError, InvalidDecimalsError } from './format/errors'
export {
  type FormatAmountErrorType,
  type FormatAmountReturnType,
  formatAmount,
} from './format/formatAmount'
export {
  type FormatBalanceErrorType,
  type FormatBalanceReturnType,
  formatBalance,
} from './format/formatBalance'
export { formatFee } from './format/formatFee'
export { type FormatUsdReturnType, formatUsd } from './format/formatUsd'
export {
  type ParseAmountErrorType,
  type ParseAmountReturnType,
  parseAmount,
} from './format/parseAmount'
export { type ShortenAddressReturnType, shortenAddress } from './format/shortenAddress'
export {
  type ToExplorerUrlParameters,
  type ToExplorerUrlReturnType,
  toExplorerUrl,
} from './format/toExplorerUrl'
export type {
  TokenBalance,
  Transaction,
  TransactionDirection,
  TransactionFungibleInfo,
  TransactionMetadata,
  TransactionNftInfo,
  TransactionStatus,
  TransactionTransfer,
} from './format/types'
export type { RouteEntry, View, ViewArguments, ViewData, ViewWithoutData } from './router/views'
export {
  type CreateStoreReturnType,
  createStore,
  type Store,
  type StoreListener,
  type StoreUpdate,
} from './store/createStore'
export { InvalidEvmAddressError } from './validation/errors'
export { isBitcoinAddress } from './validation/isBitcoinAddress'
export { isEmail } from './validation/isEmail'
export { isEvmAddress } from './validation/isEvmAddress'
export { isRegistrableName } from './validation/isRegistrableName'
export { isSolanaAddress } from './validation/isSolanaAddress'
export { isTransactionHash } from './validation/isTransactionHash'
export type { ThemeMode } from './validation/themeModes'
export {
  type ToChecksumAddressErrorType,
  type ToChecksumAddressReturnType,
  toChecksumAddress,
} from './validation/toChecksumAddress'
export {
  type ThemeVariables,
  type ToThemeStyleReturnType,
  toThemeStyle,
} from './validation/toThemeStyle'
