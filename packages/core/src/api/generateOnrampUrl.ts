import { type OnrampUrlResponse, onrampUrlResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'

export type GenerateOnrampUrlParameters = {
  /** SPEC §7: where the tokens go. */
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[] }[]
  /** Who the buyer is for the provider (< 50 characters). */
  partnerUserId: string
  /** CAIP-2 id of the chain to receive on. */
  defaultNetwork?: string | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  /** `sandbox`, `coinbase` or `meld`; the server's default otherwise. */
  provider?: string | undefined
  signal?: AbortSignal | undefined
}
/** The provider's page as an absolute URL, the provider, and the sandbox order to poll. */
export type GenerateOnrampUrlReturnType = OnrampUrlResponse
export type GenerateOnrampUrlErrorType = HttpClientErrorType | ApiResponseError

/**
 * The provider's hosted buy page (`POST /v1/generators/onrampurl`, `defaultExperience: 'buy'`),
 * to open in a new tab. A server-relative URL (the sandbox's checkout) is made absolute on the
 * client's base URL.
 *
 * @example
 * const { url, orderId } = await generateOnrampUrl(client, { destinationWallets: [{ address, assets: ['pUSD'] }], partnerUserId: address, presetFiatAmount: 100 })
 * window.open(url, '_blank', 'noopener')
 */
export async function generateOnrampUrl(
  client: CreateHttpClientReturnType,
  parameters: GenerateOnrampUrlParameters,
): Promise<GenerateOnrampUrlReturnType> {
  const { signal, ...body } = parameters
  const path = '/v1/generators/onrampurl'
  const answer = await client.post({ path, body: { ...body, defaultExperience: 'buy' }, signal })
  const read = readApiResponse<OnrampUrlResponse>(path, answer, onrampUrlResponseSchema)
  const base = client.baseUrl.endsWith('/') ? client.baseUrl : `${client.baseUrl}/`
  return { ...read, url: new URL(read.url.replace(/^\//, ''), base).toString() }
}
