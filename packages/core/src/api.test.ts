import { describe, expect, it } from 'vitest'

describe('@portico/core/api', () => {
  it('exports this public API (a change here is a change of API: review it)', async () => {
    expect(Object.keys(await import('./api')).sort()).toMatchInlineSnapshot(`
      [
        "ApiResponseError",
        "HttpStatusError",
        "buildSwapApprove",
        "buildSwapTransaction",
        "createAccountTokensStore",
        "createHttpClient",
        "generateOnrampUrl",
        "getAllowedOrigins",
        "getAnalyticsConfig",
        "getBalances",
        "getFungiblePrices",
        "getIdentity",
        "getNameNonce",
        "getNameProfile",
        "getNameSuggestions",
        "getNamesOfAddress",
        "getNetworkImageUrl",
        "getOnrampOptions",
        "getOnrampOrder",
        "getOnrampQuote",
        "getSupportedChains",
        "getSwapAllowance",
        "getSwapGasPrice",
        "getSwapQuote",
        "getSwapTokens",
        "getTransactionHistory",
        "getValueHistory",
        "getWalletImageUrl",
        "getWallets",
        "postAnalyticsEvents",
        "registerName",
      ]
    `)
    // Importing the whole entry transforms every module: seconds on a loaded machine.
  }, 30_000)
})
