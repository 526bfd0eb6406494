import { BaseError, type BaseErrorParameters } from '../errors/base'

/** Parameters of {@link ApiResponseError}. */
export type ApiResponseErrorParameters = Omit<BaseErrorParameters, 'docsPath'> & {
  /** The request path, e.g. `/getWallets`. */
  path: string
  /** What was wrong, naming the field, e.g. `data[3].name: expected a string`. */
  reason: string
}

/**
 * The server answered, but not in the shape the typed client expects (a wrong field, or no JSON).
 *
 * @example
 * throw new ApiResponseError({ path: '/getWallets', reason: 'count: expected a number' })
 */
export class ApiResponseError extends BaseError {
  override name = 'ApiResponseError'
  readonly path: string
  readonly reason: string
  constructor(parameters: ApiResponseErrorParameters) {
    const { path, reason, ...rest } = parameters
    super(`Unexpected API response from ${path}`, {
      docsPath: 'api.md',
      details: reason,
      ...rest,
    })
    this.path = path
    this.reason = reason
  }
}
