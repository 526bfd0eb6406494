import { ApiResponseError } from './errors'
import { ShapeError } from './shape'

/**
 * Runs a shape reader over an answer; a wrong shape becomes an {@link ApiResponseError} naming the
 * path and the field.
 *
 * @example
 * readResponse('/getAnalyticsConfig', body, (b) => readBoolean(readObject(b, 'body').isAnalyticsEnabled, 'isAnalyticsEnabled'))
 */
export function readResponse<result>(
  path: string,
  body: unknown,
  read: (body: unknown) => result,
): result {
  try {
    return read(body)
  } catch (error) {
    if (error instanceof ShapeError) throw new ApiResponseError({ path, reason: error.message })
    throw error
  }
}
