import { type SupportedChainsResponse, supportedChainsResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'

/** Parameters of {@link getSupportedChains}. */
export type GetSupportedChainsParameters = { signal?: AbortSignal | undefined }

/** CAIP-2 ids the server serves over HTTP and WebSocket. */
export type GetSupportedChainsReturnType = { http: string[]; ws: string[] }

export type GetSupportedChainsErrorType = HttpClientErrorType | ApiResponseError

const path = '/v1/supported-chains'

/**
 * The networks the server supports (`GET /v1/supported-chains`); the kit checks a network here
 * before asking for its balances (SPEC §7).
 *
 * @example
 * const { http } = await getSupportedChains(client) // ['eip155:31337', 'eip155:31338']
 */
export async function getSupportedChains(
  client: CreateHttpClientReturnType,
  parameters: GetSupportedChainsParameters = {},
): Promise<GetSupportedChainsReturnType> {
  const body = await client.get({ path, signal: parameters.signal })
  const { http, ws } = readApiResponse<SupportedChainsResponse>(
    path,
    body,
    supportedChainsResponseSchema,
  )
  return { http, ws }
}
