import { type OnrampQuoteResponse, onrampQuoteResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { readApiResponse } from './readResponse'

export type GetOnrampQuoteParameters = {
  /** Symbol of the token to buy, e.g. `pUSD`. */
  purchaseCurrency: string
  /** Payment currency code, e.g. `USD`. */
  paymentCurrency: string
  /** What the buyer pays in all, e.g. `'100.00'`. */
  amount: string
  /** CAIP-2 id of the chain to receive on. */
  network: string
  /** One provider only (`sandbox`, `coinbase`, `meld`). */
  provider?: string | undefined
  signal?: AbortSignal | undefined
}
export type GetOnrampQuoteReturnType = OnrampQuoteResponse
/** Never throws: a failure gives the placeholder quote. */
export type GetOnrampQuoteErrorType = never

/**
 * A quote per provider (`POST /v1/onramp/quote`). Never throws: when the call fails it answers
 * SPEC §8's placeholder quote (every amount is the payment, `placeholder: true`, no other
 * quotes), which a view shows as "price on the provider's page", never as a price.
 *
 * @example
 * const quote = await getOnrampQuote(client, { purchaseCurrency: 'pUSD', paymentCurrency: 'USD', amount: '100.00', network: 'eip155:31337' })
 * quote.purchaseAmount // { amount: '99', currency: 'pUSD' }
 */
export async function getOnrampQuote(
  client: CreateHttpClientReturnType,
  parameters: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  const { signal, ...body } = parameters
  const path = '/v1/onramp/quote'
  try {
    const answer = await client.post({ path, body, signal })
    return readApiResponse<OnrampQuoteResponse>(path, answer, onrampQuoteResponseSchema)
  } catch (error) {
    if (signal?.aborted) throw error
    const value = { amount: parameters.amount, currency: parameters.paymentCurrency }
    return {
      coinbaseFee: value,
      networkFee: value,
      paymentSubtotal: value,
      paymentTotal: value,
      purchaseAmount: value,
      quoteId: 'placeholder',
      provider: parameters.provider ?? '',
      placeholder: true,
      quotes: [],
    }
  }
}
