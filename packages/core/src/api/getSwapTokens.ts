import { InvalidParameterError } from '../errors/parameter'
import { type SwapTokensResponse, swapTokensResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { readSwapError } from './readSwapError'
import { resolveServerUrl } from './resolveServerUrl'

/** Parameters of {@link getSwapTokens}. */
export type GetSwapTokensParameters = {
  /** The network, e.g. `eip155:31337`. */
  chainId: string
  signal?: AbortSignal | undefined
}

/** A token the network swaps; `address` is a CAIP-10 id (native: `…:0xEeee…EEeE`). */
export type SwapListToken = {
  name: string
  symbol: string
  address: string
  decimals: number
  /** Absolute URL of the token's icon. */
  logoUri: string
}

export type GetSwapTokensReturnType = { tokens: SwapListToken[] }

export type GetSwapTokensErrorType =
  | HttpClientErrorType
  | ApiResponseError
  | import('../errors/swap').SwapNetworkUnsupportedError

const path = '/v1/convert/tokens'

/**
 * The network's tradable tokens, the native currency first (`GET /v1/convert/tokens`). A network
 * without swaps throws `SwapNetworkUnsupportedError` (`Network not supported for Swaps`).
 *
 * @example
 * const { tokens } = await getSwapTokens(client, { chainId: 'eip155:31337' })
 */
export async function getSwapTokens(
  client: CreateHttpClientReturnType,
  parameters: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  const { chainId, signal } = parameters
  if (typeof chainId !== 'string' || chainId === '')
    throw new InvalidParameterError({ reason: 'getSwapTokens needs a chainId' })
  const body = await client.get({ path, params: { chainId }, signal }).catch((error) => {
    throw readSwapError(error)
  })
  const { tokens } = readApiResponse<SwapTokensResponse>(path, body, swapTokensResponseSchema)
  return {
    tokens: tokens.map((token) => ({
      ...token,
      logoUri: resolveServerUrl(token.logoUri, client.baseUrl),
    })),
  }
}
