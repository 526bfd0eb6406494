/**
 * @portico/core — framework-free rules: stores, formatters, CAIP ids, errors. Re-exports by name; one section per area.
 *
 * @module @portico/core
 */

// actions (each a function of the client that returns or throws a typed error)
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './actions/disconnect'
export {
  type GetAccountErrorType,
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
} from './actions/getAccount'
export {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from './actions/getBalance'
export {
  type GetSiwxTokenErrorType,
  type GetSiwxTokenParameters,
  type GetSiwxTokenReturnType,
  getSiwxToken,
} from './actions/getSiwxToken'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './actions/sendTransaction'
export {
  type SignInErrorType,
  type SignInParameters,
  type SignInReturnType,
  signIn,
} from './actions/signIn'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage'
export {
  type SwitchAccountClient,
  type SwitchAccountErrorType,
  type SwitchAccountParameters,
  type SwitchAccountReturnType,
  switchAccount,
} from './actions/switchAccount'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork'
export {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from './actions/watchAccount'

// adapter (types only)
export type {
  AdapterAccount,
  AdapterAuthenticateParameters,
  AdapterAuthentication,
  AdapterCaipNetworkId,
  AdapterConnection,
  AdapterConnector,
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterDisconnectParameters,
  AdapterEstimateSendParameters,
  AdapterEstimateSendReturnType,
  AdapterGetBalanceParameters,
  AdapterGetBalanceReturnType,
  AdapterNetwork,
  AdapterSendTokenParameters,
  AdapterSendTokenReturnType,
  AdapterSendTransactionParameters,
  AdapterSendTransactionReturnType,
  AdapterSignMessageParameters,
  AdapterSignMessageReturnType,
  AdapterSignTypedDataParameters,
  AdapterSignTypedDataReturnType,
  AdapterSwitchAccountParameters,
  AdapterSwitchConnectionParameters,
  AdapterSwitchNetworkParameters,
  AdapterWaitForTransactionParameters,
  AdapterWaitForTransactionReturnType,
  ChainAdapter,
  ChainNamespace,
} from './adapter'
// analytics (SPEC §7, §9): the batcher and the app's own endpoint
export {
  type AnalyticsEvent,
  type CreateAnalyticsQueueParameters,
  type CreateAnalyticsQueueReturnType,
  createAnalyticsQueue,
} from './analytics/createAnalyticsQueue'
export {
  type BuildSwapApproveErrorType,
  type BuildSwapApproveParameters,
  type BuildSwapApproveReturnType,
  buildSwapApprove,
} from './api/buildSwapApprove'
export {
  type BuildSwapTransactionErrorType,
  type BuildSwapTransactionParameters,
  type BuildSwapTransactionReturnType,
  buildSwapTransaction,
} from './api/buildSwapTransaction'
export {
  type AccountTokensState,
  type CreateAccountTokensStoreParameters,
  type CreateAccountTokensStoreReturnType,
  createAccountTokensStore,
  type LoadAccountTokensParameters,
} from './api/createAccountTokensStore'
// api: typed clients of the Portico server's HTTP API
export {
  type CreateHttpClientParameters,
  type CreateHttpClientReturnType,
  createHttpClient,
  type FetchFunction,
  type HttpClientErrorType,
  type HttpRequestParameters,
  type QueryParams,
  type QueryValue,
} from './api/createHttpClient'
export { ApiResponseError, type ApiResponseErrorParameters } from './api/errors'
export {
  type GenerateOnrampUrlErrorType,
  type GenerateOnrampUrlParameters,
  type GenerateOnrampUrlReturnType,
  generateOnrampUrl,
} from './api/generateOnrampUrl'
export {
  type GetAllowedOriginsParameters,
  type GetAllowedOriginsReturnType,
  getAllowedOrigins,
} from './api/getAllowedOrigins'
export {
  type GetAnalyticsConfigParameters,
  type GetAnalyticsConfigReturnType,
  getAnalyticsConfig,
} from './api/getAnalyticsConfig'
export {
  type GetBalancesErrorType,
  type GetBalancesParameters,
  type GetBalancesReturnType,
  getBalances,
} from './api/getBalances'
export {
  type FungiblePrice,
  type GetFungiblePricesErrorType,
  type GetFungiblePricesParameters,
  type GetFungiblePricesReturnType,
  getFungiblePrices,
} from './api/getFungiblePrices'
export {
  type GetIdentityErrorType,
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from './api/getIdentity'
export {
  type GetNameNonceErrorType,
  type GetNameNonceParameters,
  type GetNameNonceReturnType,
  getNameNonce,
} from './api/getNameNonce'
export {
  type GetNameProfileErrorType,
  type GetNameProfileParameters,
  type GetNameProfileReturnType,
  getNameProfile,
  type NameProfile,
} from './api/getNameProfile'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from './api/getNameSuggestions'
export {
  type GetNamesOfAddressErrorType,
  type GetNamesOfAddressParameters,
  type GetNamesOfAddressReturnType,
  getNamesOfAddress,
} from './api/getNamesOfAddress'
export {
  type GetNetworkImageUrlParameters,
  type GetNetworkImageUrlReturnType,
  getNetworkImageUrl,
} from './api/getNetworkImageUrl'
export {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsParameters,
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from './api/getOnrampOptions'
export {
  type GetOnrampOrderErrorType,
  type GetOnrampOrderParameters,
  type GetOnrampOrderReturnType,
  getOnrampOrder,
} from './api/getOnrampOrder'
export {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuote,
} from './api/getOnrampQuote'
export {
  type GetSupportedChainsErrorType,
  type GetSupportedChainsParameters,
  type GetSupportedChainsReturnType,
  getSupportedChains,
} from './api/getSupportedChains'
export {
  type GetSwapAllowanceErrorType,
  type GetSwapAllowanceParameters,
  type GetSwapAllowanceReturnType,
  getSwapAllowance,
} from './api/getSwapAllowance'
export {
  type GetSwapGasPriceErrorType,
  type GetSwapGasPriceParameters,
  type GetSwapGasPriceReturnType,
  getSwapGasPrice,
} from './api/getSwapGasPrice'
export {
  type GetSwapQuoteErrorType,
  type GetSwapQuoteParameters,
  type GetSwapQuoteReturnType,
  getSwapQuote,
  type SwapQuote,
} from './api/getSwapQuote'
export {
  type GetSwapTokensErrorType,
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  getSwapTokens,
  type SwapListToken,
} from './api/getSwapTokens'
export {
  type GetTransactionHistoryErrorType,
  type GetTransactionHistoryParameters,
  type GetTransactionHistoryReturnType,
  getTransactionHistory,
} from './api/getTransactionHistory'
export {
  type GetValueHistoryErrorType,
  type GetValueHistoryParameters,
  type GetValueHistoryReturnType,
  getValueHistory,
  type ValuePoint,
} from './api/getValueHistory'
export {
  type GetWalletImageUrlParameters,
  type GetWalletImageUrlReturnType,
  getWalletImageUrl,
} from './api/getWalletImageUrl'
export {
  type GetWalletsErrorType,
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
  type WalletListing,
} from './api/getWallets'
export {
  type PostAnalyticsEventsParameters,
  postAnalyticsEvents,
} from './api/postAnalyticsEvents'
export type { SwapTransactionRequest } from './api/readSwapTransaction'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './api/registerName'
// caip — ChainNamespace (caip/knownNamespaces) is re-exported through the adapter types above
export {
  type FormatCaipAddressErrorType,
  type FormatCaipAddressParameters,
  type FormatCaipAddressReturnType,
  formatCaipAddress,
} from './caip/formatCaipAddress'
export {
  type FormatCaipNetworkIdErrorType,
  type FormatCaipNetworkIdParameters,
  type FormatCaipNetworkIdReturnType,
  formatCaipNetworkId,
} from './caip/formatCaipNetworkId'
export { isCaipAddress } from './caip/isCaipAddress'
export { isCaipNetworkId } from './caip/isCaipNetworkId'
export { isChainNamespace } from './caip/isChainNamespace'
export { type CaipAddress, type CaipNetworkId, knownNamespaces } from './caip/knownNamespaces'
export {
  type ParseCaipAddressErrorType,
  type ParseCaipAddressReturnType,
  parseCaipAddress,
} from './caip/parseCaipAddress'
export {
  type ParseCaipNetworkIdErrorType,
  type ParseCaipNetworkIdOptions,
  type ParseCaipNetworkIdReturnType,
  parseCaipNetworkId,
} from './caip/parseCaipNetworkId'
export { legacySolanaReferences, solanaReferences } from './caip/solanaNetworks'
export { type SplitCaipAddressReturnType, splitCaipAddress } from './caip/splitCaipAddress'
export type { WalletConnectFlow } from './client/connectWalletConnect'
// client: the framework-free orchestration UI packages wrap (one adapter per namespace)
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
export {
  type CreateRecentWalletsStoreParameters,
  type CreateRecentWalletsStoreReturnType,
  createRecentWalletsStore,
  type RecentWalletsState,
  type RecentWalletsStorage,
} from './client/createRecentWalletsStore'
export {
  type DisconnectWalletClient,
  type DisconnectWalletParameters,
  disconnectWallet,
} from './client/disconnectWallet'
export {
  type IsUnsupportedChainParameters,
  type IsUnsupportedChainReturnType,
  isUnsupportedChain,
} from './client/isUnsupportedChain'
export type { PorticoConnector } from './client/mergeConnectors'
export type {
  CreatePorticoClientParameters,
  NamespaceState,
  PorticoClient,
  PorticoClientAction,
} from './client/types'
// clock
export {
  type CreateFakeClockParameters,
  type CreateFakeClockReturnType,
  createFakeClock,
  type FakeClock,
} from './clock/createFakeClock'
export { systemClock } from './clock/systemClock'
export type { Clock, ClockTimer } from './clock/types'
// configuration (SPEC §1): features and the wallet lists
export { type PickWalletsParameters, pickWallets } from './config/pickWallets'
export {
  DEFAULT_FEATURES,
  type Features,
  type FeaturesOption,
  resolveFeatures,
  SOCIAL_PROVIDERS,
} from './config/resolveFeatures'
// constants
export {
  BALANCE_CACHE_MS,
  CONNECT_TIMEOUT_MS,
  DEBOUNCE_MS,
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
  DEFAULT_THEME_MODE,
  EMAIL_LOGIN_COOLDOWN_MS,
  EMBEDDED_SDK_VERSION,
  FRAME_READY_DELAY_MS,
  IDENTITY_CACHE_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  LAMPORTS_PER_SOL,
  NAME_CACHE_MS,
  ONRAMP_RESTRICTED_TIME_ZONES,
  PAIRING_LIFETIME_MS,
  SEARCH_MIN_DELAY_MS,
  SIGN_OUT_TIMEOUT_MS,
  SOCKET_DEFAULTS,
  SOLANA_COMPUTE_UNIT_LIMIT,
  SOLANA_COMPUTE_UNIT_PRICE,
  SOLANA_STATUS_POLL_MS,
  SWAP_SLIPPAGE,
  TELEMETRY_ERROR_EVENTS_PER_MINUTE,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_PAGE_SIZE,
} from './constants'
// embedded wallet: the email login flow and the seam to the frame (SPEC §4, §7)
export {
  type CreateEmailLoginParameters,
  type CreateEmailLoginReturnType,
  createEmailLogin,
  type EmailLogin,
  type EmailLoginState,
  type EmailLoginStep,
} from './embedded/createEmailLogin'
export {
  type CreateEmailUpdateParameters,
  type CreateEmailUpdateReturnType,
  createEmailUpdate,
  type EmailUpdate,
  type EmailUpdateState,
  type EmailUpdateStep,
} from './embedded/createEmailUpdate'
export {
  type CreateSocialLoginParameters,
  type CreateSocialLoginReturnType,
  createSocialLogin,
  type SocialLogin,
  type SocialLoginOutcome,
  type SocialLoginPopup,
  type SocialLoginState,
  type SocialLoginStatus,
  type SocialLoginWindow,
} from './embedded/createSocialLogin'
export type {
  EmbeddedAccountType,
  EmbeddedWallet,
  EmbeddedWalletAccount,
  EmbeddedWalletAction,
  EmbeddedWalletFrame,
  EmbeddedWalletSession,
  PendingSocialLogin,
  SocialProvider,
} from './embedded/types'
// errors by domain
export { SmartAccountUnsupportedError } from './errors/account'
export { AccountNotFoundError, RpcUrlNotFoundError } from './errors/adapter'
export { BalanceUnavailableError } from './errors/balance'
// errors
export { BaseError, type BaseErrorParameters } from './errors/base'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip'
export {
  AdapterNotConfiguredError,
  DuplicateAdapterError,
  NetworksNotConfiguredError,
  ProjectIdNotConfiguredError,
  WalletNotFoundError,
} from './errors/config'
export {
  AuthConnectorNotFoundError,
  ChainAdapterNotFoundError,
  ConnectionClientNotSetError,
  ConnectionDeclinedError,
  DisconnectChainError,
  type DisconnectChainErrorParameters,
  DisconnectError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
} from './errors/connection'
export {
  EmailLoginCooldownError,
  type EmailLoginCooldownErrorParameters,
  InvalidEmailError,
} from './errors/email'
export {
  modalEvents,
  type TrackEvent,
  type TrackedEvent,
  type TrackedEventName,
  trackedEvents,
} from './errors/events'
export {
  FrameLoadError,
  FrameRequestError,
  type FrameRequestErrorParameters,
  frameFailureEvents,
} from './errors/frame'
export { HttpStatusError, type HttpStatusErrorParameters } from './errors/http'
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
export { NetworkClientNotSetError, NetworkNotFoundError } from './errors/network'
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
export { ReplyTimeoutError, SocketAuthenticationError, SocketNotReadyError } from './errors/socket'
export {
  AddressNotFoundError,
  ConnectionNotSetError,
  InvalidChainIdError,
  InvalidSignAllTransactionsResponseError,
  ProviderNotFoundError,
  SolanaConnectError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
  WalletMethodNotSupportedError,
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
export { SomethingWentWrongError, UnknownError } from './errors/unknown'
export { type AvatarGradientOfReturnType, avatarGradientOf } from './format/avatarGradientOf'
// format
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
export {
  checkNameLabel,
  MAX_NAME_LABEL_LENGTH,
  type NameLabelProblem,
} from './names/checkNameLabel'
// names: registration, the account's name, names as receivers (SPEC §2, §4, §5)
export {
  type AccountNameState,
  type CreateAccountNameStoreParameters,
  type CreateAccountNameStoreReturnType,
  createAccountNameStore,
} from './names/createAccountNameStore'
export {
  type CreateNameRegistrationParameters,
  type CreateNameRegistrationReturnType,
  createNameRegistration,
  nameRegistrationTypes,
} from './names/createNameRegistration'
export {
  type CreateRegisterNameStoreParameters,
  type CreateRegisterNameStoreReturnType,
  createRegisterNameStore,
  type NameAvailability,
  type RegisterNameState,
} from './names/createRegisterNameStore'
export { isAccountName } from './names/isAccountName'
export {
  type IsOnrampRestrictedParameters,
  isOnrampRestricted,
} from './onramp/isOnrampRestricted'
// router
export {
  type CreateRouterParameters,
  type CreateRouterReturnType,
  createRouter,
  type RouterState,
  type TransactionAction,
} from './router/createRouter'
export type { RouteEntry, View, ViewArguments, ViewData, ViewWithoutData } from './router/views'
// RPC policy
export {
  type GetRpcMethodPolicyOptions,
  getRpcMethodPolicy,
  type RpcMethodPolicy,
} from './rpc/getRpcMethodPolicy'
export {
  type SafeRpcMethod,
  type SolanaSafeRpcMethod,
  safeRpcMethods,
  solanaSafeRpcMethods,
  type UnsafeRpcMethod,
  unsafeRpcMethods,
} from './rpc/methods'
// send (SPEC §3, §5)
export type { SendToken } from './send/types'
export {
  type ValidateSendErrorType,
  type ValidateSendParameters,
  type ValidateSendReturnType,
  validateSend,
} from './send/validateSend'
// sign in with X (CAIP-122 / EIP-4361 messages, shared by the kit and the server)
export {
  type AssertSiwxMessageDataErrorType,
  assertSiwxMessageData,
} from './siwx/assertSiwxMessageData'
export { InvalidSiwxMessageError, type SiwxMessageField } from './siwx/errors'
export {
  type FormatSiwxMessageErrorType,
  type FormatSiwxMessageParameters,
  type FormatSiwxMessageReturnType,
  formatSiwxMessage,
} from './siwx/formatSiwxMessage'
export { type SiwxNamespaceProfile, siwxNamespaces } from './siwx/namespaces'
export { type ParseDateTimeReturnType, parseDateTime } from './siwx/parseDateTime'
export {
  type ParseSiwxMessageErrorType,
  type ParseSiwxMessageReturnType,
  parseSiwxMessage,
} from './siwx/parseSiwxMessage'
export type { SiwxMessageData } from './siwx/types'
// store primitive
export {
  type CreateStoreReturnType,
  createStore,
  type Store,
  type StoreListener,
  type StoreUpdate,
} from './store/createStore'
// stores
export {
  type ConnectedWallet,
  type ConnectionState,
  type ConnectionStatus,
  type CreateConnectionStoreParameters,
  type CreateConnectionStoreReturnType,
  createConnectionStore,
  type DisconnectNamespacesParameters,
  type NamespaceConnection,
  type SetConnectedParameters,
  type WcLinking,
} from './stores/createConnectionStore'
export {
  type CreateModalStoreParameters,
  type CreateModalStoreReturnType,
  createModalStore,
  type ModalSignInQuery,
  type ModalState,
} from './stores/createModalStore'
export {
  type CreateSendStoreParameters,
  type CreateSendStoreReturnType,
  createSendStore,
  type SendDraft,
  type SendPreview,
  type SendResult,
  type SendState,
} from './stores/createSendStore'
export {
  type CreateSwapStoreParameters,
  type CreateSwapStoreReturnType,
  createSwapStore,
} from './stores/createSwapStore'
export {
  type CreateToastStoreParameters,
  type CreateToastStoreReturnType,
  createToastStore,
  type ShowToastParameters,
  type ToastLink,
  type ToastState,
  type ToastVariant,
} from './stores/createToastStore'
export {
  type CreateTransactionsStoreParameters,
  type CreateTransactionsStoreReturnType,
  createTransactionsStore,
  type FetchTransactionsParameters,
  type GetHistory,
  type RefreshTransactionsParameters,
  type TransactionsByYear,
  type TransactionsState,
} from './stores/createTransactionsStore'
// siwx store and Portico's server implementation
export {
  type CreatePorticoSiwxParameters,
  type CreatePorticoSiwxReturnType,
  createPorticoSiwx,
} from './stores/siwx/createPorticoSiwx'
export {
  type CreateSiwxStoreParameters,
  type CreateSiwxStoreReturnType,
  createSiwxStore,
  type SiwxDeclinedStorage,
} from './stores/siwx/createSiwxStore'
export {
  type CreateSiwxTokenStoreParameters,
  type CreateSiwxTokenStoreReturnType,
  createSiwxTokenStore,
  type SiwxTokenState,
} from './stores/siwx/createSiwxTokenStore'
export { SiwxServerError, type SiwxServerErrorParameters } from './stores/siwx/errors'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageInput,
  SiwxSession,
  SiwxState,
  SiwxStatus,
  SiwxToken,
} from './stores/siwx/types'
// WalletConnect pairing rules, deep links and device detection (wc-kit)
export {
  type CreateDeepLinkStorageReturnType,
  createDeepLinkStorage,
  type DeepLinkStorageLike,
} from './stores/walletConnect/createDeepLinkStorage'
export {
  type CreateWalletConnectPairingParameters,
  type CreateWalletConnectPairingReturnType,
  createWalletConnectPairing,
  PairingReplacedError,
  type WalletConnectConnectedParameters,
} from './stores/walletConnect/createWalletConnectPairing'
export {
  type FormatDeepLinkParameters,
  formatDeepLink,
} from './stores/walletConnect/formatDeepLink'
export { isMobile } from './stores/walletConnect/isMobile'
export { isPairingReused } from './stores/walletConnect/isPairingReused'
// swap (SPEC §7 /v1/convert/*, §9)
export {
  type GetSwapDetailsParameters,
  type GetSwapDetailsReturnType,
  getSwapDetails,
} from './swap/getSwapDetails'
export type { SwapNativeBalance, SwapQuoteState, SwapResult, SwapState } from './swap/swapState'
export { SWAP_NATIVE_TOKEN_ADDRESS, type SwapToken } from './swap/types'
export {
  type ValidateSwapAmountErrorType,
  type ValidateSwapAmountParameters,
  validateSwapAmount,
} from './swap/validateSwapAmount'
// timed rules
export {
  type CheckEmailLoginCooldownErrorType,
  type CheckEmailLoginCooldownParameters,
  checkEmailLoginCooldown,
} from './timed/checkEmailLoginCooldown'
export type { CacheStorage } from './timed/createCache'
export {
  type CreateMemoryStorageReturnType,
  createMemoryStorage,
} from './timed/createMemoryStorage'
// validation
export { InvalidEvmAddressError } from './validation/errors'
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
