import { InvalidParameterError } from '../errors/parameter'
import { type SwapApproveResponse, swapApproveResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { readSwapError } from './readSwapError'
import { readSwapTransaction, type SwapTransactionRequest } from './readSwapTransaction'

/** Parameters of {@link buildSwapApprove}. */
export type BuildSwapApproveParameters = {
  userAddress: string
  /** CAIP-10 ids of the swap's tokens; `from` is the token approved. */
  from: string
  to: string
  /** The allowance to give, in `from`'s smallest unit (the swap's amount). */
  amount: bigint
  signal?: AbortSignal | undefined
}

export type BuildSwapApproveReturnType = { tx: SwapTransactionRequest }

export type BuildSwapApproveErrorType =
  | HttpClientErrorType
  | ApiResponseError
  | import('../errors/swap').SwapNetworkUnsupportedError

const path = '/v1/convert/build-approve'

/**
 * The approval that lets the swap contract spend exactly `amount` of `from`
 * (`GET /v1/convert/build-approve`), for the user's wallet to send.
 *
 * @example
 * const { tx } = await buildSwapApprove(client, { userAddress, from, to, amount: 10n ** 6n })
 */
export async function buildSwapApprove(
  client: CreateHttpClientReturnType,
  parameters: BuildSwapApproveParameters,
): Promise<BuildSwapApproveReturnType> {
  const { userAddress, from, to, amount, signal } = parameters
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new InvalidParameterError({ reason: 'buildSwapApprove needs an amount above zero' })
  const params = { userAddress, from, to, amount: amount.toString() }
  const body = await client.get({ path, params, signal }).catch((error) => {
    throw readSwapError(error)
  })
  const { tx } = readApiResponse<SwapApproveResponse>(path, body, swapApproveResponseSchema)
  return { tx: readSwapTransaction(path, tx) }
}
