import type { CreateHttpClientReturnType } from './createHttpClient'
import { readResponse } from './readResponse'
import { readBoolean, readObject } from './shape'

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
    return readResponse(path, body, (value) => ({
      isAnalyticsEnabled: readBoolean(
        readObject(value, 'body').isAnalyticsEnabled,
        'isAnalyticsEnabled',
      ),
    }))
  } catch {
    return { isAnalyticsEnabled: false }
  }
}
