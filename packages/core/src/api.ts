/**
 * @portico/core/api — typed clients of the Portico server's HTTP API (SPEC §7) and the stores
 * built on them.
 *
 * @module @portico/core/api
 */

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
export { type PostAnalyticsEventsParameters, postAnalyticsEvents } from './api/postAnalyticsEvents'
export type { SwapTransactionRequest } from './api/readSwapTransaction'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './api/registerName'
export { HttpStatusError, type HttpStatusErrorParameters } from './errors/http'
