import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES } from '../constants'
import { type OnrampOptionsResponse, onrampOptionsResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { readApiResponse } from './readResponse'

export type GetOnrampOptionsParameters = { signal?: AbortSignal | undefined }
/** SPEC §3's on-ramp options, the providers, and whether it is the built-in fallback. */
export type GetOnrampOptionsReturnType = OnrampOptionsResponse
/** Never throws: a failure gives the fallback list. */
export type GetOnrampOptionsErrorType = never

/**
 * What can be bought and paid with (`GET /v1/onramp/options`). Never throws: when the call fails
 * (network, status, shape) it answers SPEC §8's built-in list — USD and EUR with their card and
 * ACH limits, nothing to buy, `fallback: true` — unless `signal` aborted it.
 *
 * @example
 * const { purchaseCurrencies, paymentCurrencies, fallback } = await getOnrampOptions(client)
 */
export async function getOnrampOptions(
  client: CreateHttpClientReturnType,
  parameters: GetOnrampOptionsParameters = {},
): Promise<GetOnrampOptionsReturnType> {
  const path = '/v1/onramp/options'
  try {
    const body = await client.get({ path, signal: parameters.signal })
    return readApiResponse<OnrampOptionsResponse>(path, body, onrampOptionsResponseSchema)
  } catch (error) {
    if (parameters.signal?.aborted) throw error
    return {
      paymentCurrencies: DEFAULT_ONRAMP_PAYMENT_CURRENCIES.map((currency) => ({
        id: currency.id,
        payment_method_limits: currency.payment_method_limits.map((limit) => ({ ...limit })),
      })),
      purchaseCurrencies: [],
      providers: [],
      fallback: true,
    }
  }
}
