/**
 * @portico/core/internal — the parts the client composes and the kit's own packages (react, evm,
 * solana, walletconnect, embedded-wallet) and server build on: stores, flows, SPEC constants. Not a
 * stable API for apps: it follows the kit's packages, not semver.
 *
 * @module @portico/core/internal
 */

export type {
  AdapterAuthenticateParameters,
  AdapterAuthentication,
  AdapterConnection,
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterDisconnectParameters,
  AdapterEstimateSendParameters,
  AdapterEstimateSendReturnType,
  AdapterGetBalanceParameters,
  AdapterGetBalanceReturnType,
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
} from './adapter'
export {
  type AnalyticsEvent,
  type CreateAnalyticsQueueParameters,
  type CreateAnalyticsQueueReturnType,
  createAnalyticsQueue,
} from './analytics/createAnalyticsQueue'
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
export {
  type CreateFakeClockParameters,
  type CreateFakeClockReturnType,
  createFakeClock,
  type FakeClock,
} from './clock/createFakeClock'
export { systemClock } from './clock/systemClock'
export type { Clock, ClockTimer } from './clock/types'
export {
  checkDefaultAccountTypes,
  type DefaultAccountTypes,
  embeddedAccountTypes,
} from './config/checkDefaultAccountTypes'
export { type PickWalletsParameters, pickWallets } from './config/pickWallets'
export {
  type Features,
  type FeaturesOption,
  resolveFeatures,
} from './config/resolveFeatures'
export {
  BALANCE_CACHE_MS,
  CONNECT_TIMEOUT_MS,
  DEBOUNCE_MS,
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
  DEFAULT_THEME_MODE,
  EMBEDDED_SDK_VERSION,
  FRAME_READY_DELAY_MS,
  GO_BACK_SYNC_DELAY_MS,
  IDENTITY_CACHE_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  PAIRING_LIFETIME_MS,
  SEARCH_MIN_DELAY_MS,
  SIGN_OUT_TIMEOUT_MS,
  SOCKET_DEFAULTS,
  SOLANA_COMPUTE_UNIT_LIMIT,
  SOLANA_COMPUTE_UNIT_PRICE,
  SOLANA_STATUS_POLL_MS,
  SWAP_SLIPPAGE,
  WALLETS_PAGE_SIZE,
  WALLETS_RECOMMENDED,
  WALLETS_SEARCH_PAGE_SIZE,
} from './constants'
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
  type CreateFarcasterLoginParameters,
  type CreateFarcasterLoginReturnType,
  createFarcasterLogin,
  FARCASTER_POLL_MS,
  type FarcasterLogin,
  type FarcasterLoginOutcome,
  type FarcasterLoginState,
  type FarcasterLoginStatus,
} from './embedded/createFarcasterLogin'
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
  SocialLoginId,
  SocialProvider,
} from './embedded/types'
export {
  type ErrorTextOfParameters,
  type ErrorTextOfReturnType,
  type ErrorTexts,
  errorTextOf,
} from './errors/errorTextOf'
export {
  modalEvents,
  type TrackEvent,
  type TrackedEvent,
  type TrackedEventName,
  trackedEvents,
} from './errors/events'
export { frameFailureEvents } from './errors/frame'
export {
  type IsActionNotAllowedParameters,
  type IsActionNotAllowedReturnType,
  isActionNotAllowed,
} from './errors/isActionNotAllowed'
export { emailLoginOf, type LoginFlowOptions } from './features/emailLoginOf'
export { emailUpdateOf } from './features/emailUpdateOf'
export { farcasterLoginOf } from './features/farcasterLoginOf'
export { featuresOf } from './features/featuresOf'
export { getAccountNameStore, loadAccountName } from './features/getAccountNameStore'
export { getNameStores, type NameStores } from './features/getNameStores'
export { getSendStore } from './features/getSendStore'
export { getServerApi, type ServerApi } from './features/getServerApi'
export { getServerClient } from './features/getServerClient'
export { getSwapStore } from './features/getSwapStore'
export { getTransactionsStore } from './features/getTransactionsStore'
export { loadSwapNetworks } from './features/loadSwapNetworks'
export { loadSwapTokens } from './features/loadSwapTokens'
export {
  knownRecommendedWallets,
  loadRecommendedWallets,
  recommendedWalletsOf,
} from './features/recommendedWallets'
export { type SocialLoginFlows, socialLoginOf } from './features/socialLoginOf'
export { knownSocialProviders, loadSocialProviders } from './features/socialProvidersOf'
export type { FeatureHost } from './features/types'
export { installedIds, walletListsOf } from './features/walletListsOf'
export {
  type AccountNameLookup,
  type AccountNameState,
  type CreateAccountNameStoreParameters,
  type CreateAccountNameStoreReturnType,
  createAccountNameStore,
} from './names/createAccountNameStore'
export {
  type CreateNameRegistrationParameters,
  type CreateNameRegistrationReturnType,
  createNameRegistration,
} from './names/createNameRegistration'
export {
  type CreateRegisterNameStoreParameters,
  type CreateRegisterNameStoreReturnType,
  createRegisterNameStore,
  type NameAvailability,
  type RegisterNameState,
} from './names/createRegisterNameStore'
export { type IsOnrampRestrictedParameters, isOnrampRestricted } from './onramp/isOnrampRestricted'
export {
  type CreateRouterParameters,
  type CreateRouterReturnType,
  createRouter,
  type RouterState,
  type TransactionAction,
} from './router/createRouter'
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
export type { SendToken } from './send/types'
export type {
  ConnectedWallet,
  ConnectionState,
  ConnectionStatus,
  CreateConnectionStoreReturnType,
  DisconnectNamespacesParameters,
  NamespaceConnection,
  SetConnectedParameters,
  WcLinking,
} from './stores/createConnectionStore'
export type {
  ModalSignInQuery,
  ModalState,
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
export type { SwapNativeBalance, SwapQuoteState, SwapResult, SwapState } from './swap/swapState'
export { SWAP_NATIVE_TOKEN_ADDRESS, type SwapToken } from './swap/types'
export type { CacheStorage } from './timed/createCache'
export {
  type CreateMemoryStorageReturnType,
  createMemoryStorage,
} from './timed/createMemoryStorage'
