import { type AnalyticsConfigResponse, analyticsConfigResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { readApiResponse } from './readResponse'

/** Parameters of {@link getAnalyticsConfig}. */
export type GetAnalyticsConfigParameters = { signal?: AbortSignal | undefined }

/** Whether the project turned analytics on; `false` when the call fails (SPEC §7). */
export type GetAnalyticsConfigReturnType = { isAnalyticsEnabled: boolean }

const path = '/getAnalyticsConfig'

/**
 * The project's analytics setting (`GET /getAnalyticsConfig`). Never throws: any failure reads as
 * analytics off (privacy by default).
 *
 * @example
 * const { isAnalyticsEnabled } = await getAnalyticsConfig(client)
 */
export async function getAnalyticsConfig(
  client: CreateHttpClientReturnType,
  parameters: GetAnalyticsConfigParameters = {},
): Promise<GetAnalyticsConfigReturnType> {
  try {
    const body = await client.get({ path, signal: parameters.signal })
    const { isAnalyticsEnabled } = readApiResponse<AnalyticsConfigResponse>(
      path,
      body,
      analyticsConfigResponseSchema,
    )
    return { isAnalyticsEnabled }
  } catch {
    return { isAnalyticsEnabled: false }
  }
}
