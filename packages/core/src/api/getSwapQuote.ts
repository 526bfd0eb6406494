import { InvalidParameterError } from '../errors/parameter'
import { type SwapQuotesResponse, swapQuotesResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { readSwapError } from './readSwapError'
import { readWholeNumber } from './readWholeNumber'

/** Parameters of {@link getSwapQuote}. */
export type GetSwapQuoteParameters = {
  /** CAIP-10 ids of the tokens (native: `…:0xEeee…EEeE`). */
  from: string
  to: string
  /** The exact input, in `from`'s smallest unit. */
  amount: bigint
  userAddress: string
  signal?: AbortSignal | undefined
}

/** An exact-input quote: `fromAmount` of `from` gives `toAmount` of `to` along `path`. */
export type SwapQuote = {
  fromAmount: bigint
  toAmount: bigint
  /** CAIP-10 ids the swap passes through. */
  path: string[]
}

/** `quote` is undefined when no pool has liquidity for the pair. */
export type GetSwapQuoteReturnType = { quote: SwapQuote | undefined }

export type GetSwapQuoteErrorType =
  | HttpClientErrorType
  | ApiResponseError
  | import('../errors/swap').SwapNetworkUnsupportedError

const path = '/v1/convert/quotes'

/**
 * The best exact-input quote (`GET /v1/convert/quotes`); no route with liquidity: `undefined`.
 *
 * @example
 * const { quote } = await getSwapQuote(client, { from, to, amount: 10n ** 17n, userAddress })
 * quote?.toAmount // what the pools give, in `to`'s smallest unit
 */
export async function getSwapQuote(
  client: CreateHttpClientReturnType,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const { from, to, amount, userAddress, signal } = parameters
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new InvalidParameterError({ reason: 'getSwapQuote needs an amount above zero' })
  const params = { from, to, amount: amount.toString(), userAddress }
  const body = await client.get({ path, params, signal }).catch((error) => {
    throw readSwapError(error)
  })
  const { quotes } = readApiResponse<SwapQuotesResponse>(path, body, swapQuotesResponseSchema)
  const [best] = quotes
  if (!best) return { quote: undefined }
  return {
    quote: {
      fromAmount: readWholeNumber(path, 'fromAmount', best.fromAmount),
      toAmount: readWholeNumber(path, 'toAmount', best.toAmount),
      path: best.path,
    },
  }
}
