import { SWAP_SLIPPAGE } from '../constants'
import { InvalidParameterError } from '../errors/parameter'
import { type SwapTransactionResponse, swapTransactionResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { readSwapError } from './readSwapError'
import { readSwapTransaction, type SwapTransactionRequest } from './readSwapTransaction'
import { readWholeNumber } from './readWholeNumber'

/** Parameters of {@link buildSwapTransaction}. */
export type BuildSwapTransactionParameters = {
  userAddress: string
  /** CAIP-10 ids of the tokens (native: `…:0xEeee…EEeE`). */
  from: string
  to: string
  /** The exact input, in `from`'s smallest unit. */
  amount: bigint
  /** Percent; default {@link SWAP_SLIPPAGE} (1, SPEC §9). */
  slippage?: number | undefined
  /** Skip the server's gas estimate (needed while an approval is still pending). */
  disableEstimate?: boolean | undefined
  signal?: AbortSignal | undefined
}

export type BuildSwapTransactionReturnType = {
  tx: SwapTransactionRequest
  /** The quote the transaction was built on. */
  toAmount: bigint
  /** The least the swap gives; it reverts below (quote × (1 − slippage)). */
  toAmountMin: bigint
}

export type BuildSwapTransactionErrorType =
  | HttpClientErrorType
  | ApiResponseError
  | import('../errors/swap').SwapNetworkUnsupportedError

const path = '/v1/convert/build-transaction'

/**
 * The swap transaction (`POST /v1/convert/build-transaction`), its minimum output set from the
 * slippage, for the user's wallet to send.
 *
 * @example
 * const { tx, toAmountMin } = await buildSwapTransaction(client, { userAddress, from, to, amount })
 */
export async function buildSwapTransaction(
  client: CreateHttpClientReturnType,
  parameters: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const { userAddress, from, to, amount, signal } = parameters
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new InvalidParameterError({ reason: 'buildSwapTransaction needs an amount above zero' })
  const body = await client
    .post({
      path,
      body: {
        projectId: client.params.projectId,
        amount: amount.toString(),
        eip155: { slippage: parameters.slippage ?? SWAP_SLIPPAGE },
        from,
        to,
        userAddress,
        disableEstimate: parameters.disableEstimate ?? false,
      },
      signal,
    })
    .catch((error) => {
      throw readSwapError(error)
    })
  const answer = readApiResponse<SwapTransactionResponse>(path, body, swapTransactionResponseSchema)
  return {
    tx: readSwapTransaction(path, answer.tx),
    toAmount: readWholeNumber(path, 'toAmount', answer.toAmount),
    toAmountMin: readWholeNumber(path, 'toAmountMin', answer.toAmountMin),
  }
}
