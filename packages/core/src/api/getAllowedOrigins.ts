import { type AllowedOriginsResponse, allowedOriginsResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { readApiResponse } from './readResponse'

/** Parameters of {@link getAllowedOrigins}. */
export type GetAllowedOriginsParameters = { signal?: AbortSignal | undefined }

/** The origins the project allows; empty when the call fails (SPEC §7). */
export type GetAllowedOriginsReturnType = string[]

const path = '/projects/v1/origins'

/**
 * The project's allowed origins (`GET /projects/v1/origins`). Never throws: any failure (network,
 * status, shape) reads as `[]`, as SPEC §7 says.
 *
 * @example
 * const origins = await getAllowedOrigins(client) // ['http://localhost:3000']
 */
export async function getAllowedOrigins(
  client: CreateHttpClientReturnType,
  parameters: GetAllowedOriginsParameters = {},
): Promise<GetAllowedOriginsReturnType> {
  try {
    const body = await client.get({ path, signal: parameters.signal })
    return readApiResponse<AllowedOriginsResponse>(path, body, allowedOriginsResponseSchema)
      .allowedOrigins
  } catch {
    return []
  }
}
