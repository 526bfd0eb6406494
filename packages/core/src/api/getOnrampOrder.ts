import { InvalidParameterError } from '../errors/parameter'
import { type OnrampOrderResponse, onrampOrderResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'

export type GetOnrampOrderParameters = { id: string; signal?: AbortSignal | undefined }
export type GetOnrampOrderReturnType = OnrampOrderResponse
export type GetOnrampOrderErrorType = InvalidParameterError | HttpClientErrorType | ApiResponseError

/**
 * A sandbox purchase's status (`GET /v1/onramp/orders/{id}`): `awaiting_payment`, `pending`,
 * `settled` (with `txHash`) or `failed` (with `failureReason`). Poll it while the checkout tab
 * is open.
 *
 * @example
 * const { status, txHash } = await getOnrampOrder(client, { id: orderId })
 */
export async function getOnrampOrder(
  client: CreateHttpClientReturnType,
  parameters: GetOnrampOrderParameters,
): Promise<GetOnrampOrderReturnType> {
  if (!/^[0-9a-f-]{36}$/i.test(parameters.id))
    throw new InvalidParameterError({ reason: 'getOnrampOrder needs an order id' })
  const path = `/v1/onramp/orders/${parameters.id}`
  const body = await client.get({ path, signal: parameters.signal })
  return readApiResponse<OnrampOrderResponse>(path, body, onrampOrderResponseSchema)
}
