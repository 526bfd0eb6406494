import { type SwapGasPriceResponse, swapGasPriceResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { readSwapError } from './readSwapError'
import { readWholeNumber } from './readWholeNumber'

/** Parameters of {@link getSwapGasPrice}. */
export type GetSwapGasPriceParameters = {
  /** The network, e.g. `eip155:31337`. */
  chainId: string
  signal?: AbortSignal | undefined
}

/** Gas prices in wei. */
export type GetSwapGasPriceReturnType = { standard: bigint; fast: bigint; instant: bigint }

export type GetSwapGasPriceErrorType =
  | HttpClientErrorType
  | ApiResponseError
  | import('../errors/swap').GasPriceNetworkUnsupportedError

const path = '/v1/convert/gas-price'

/**
 * The network's gas price (`GET /v1/convert/gas-price`). A network without swaps throws
 * `GasPriceNetworkUnsupportedError` (`Network not supported for Gas Price`).
 *
 * @example
 * const { standard } = await getSwapGasPrice(client, { chainId: 'eip155:31337' })
 */
export async function getSwapGasPrice(
  client: CreateHttpClientReturnType,
  parameters: GetSwapGasPriceParameters,
): Promise<GetSwapGasPriceReturnType> {
  const { chainId, signal } = parameters
  const body = await client.get({ path, params: { chainId }, signal }).catch((error) => {
    throw readSwapError(error)
  })
  const price = readApiResponse<SwapGasPriceResponse>(path, body, swapGasPriceResponseSchema)
  return {
    standard: readWholeNumber(path, 'standard', price.standard),
    fast: readWholeNumber(path, 'fast', price.fast),
    instant: readWholeNumber(path, 'instant', price.instant),
  }
}
