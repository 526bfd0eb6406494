import { type SwapAllowanceResponse, swapAllowanceResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { readSwapError } from './readSwapError'
import { readWholeNumber } from './readWholeNumber'

/** Parameters of {@link getSwapAllowance}. */
export type GetSwapAllowanceParameters = {
  /** CAIP-10 id of the token (native: unlimited, it needs no approval). */
  tokenAddress: string
  userAddress: string
  signal?: AbortSignal | undefined
}

/** How much of the token the swap contract may spend, in its smallest unit. */
export type GetSwapAllowanceReturnType = { allowance: bigint }

export type GetSwapAllowanceErrorType =
  | HttpClientErrorType
  | ApiResponseError
  | import('../errors/swap').SwapNetworkUnsupportedError

const path = '/v1/convert/allowance'

/**
 * The swap contract's allowance for the user (`GET /v1/convert/allowance`).
 *
 * @example
 * const { allowance } = await getSwapAllowance(client, { tokenAddress, userAddress })
 */
export async function getSwapAllowance(
  client: CreateHttpClientReturnType,
  parameters: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  const { tokenAddress, userAddress, signal } = parameters
  const body = await client
    .get({ path, params: { tokenAddress, userAddress }, signal })
    .catch((error) => {
      throw readSwapError(error)
    })
  const { allowance } = readApiResponse<SwapAllowanceResponse>(
    path,
    body,
    swapAllowanceResponseSchema,
  )
  return { allowance: readWholeNumber(path, 'allowance', allowance) }
}
