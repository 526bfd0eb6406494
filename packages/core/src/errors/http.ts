import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/** Parameters of {@link HttpStatusError}. */
export type HttpStatusErrorParameters = ErrorParameters & { status: number }

/**
 * The HTTP client got a non-OK answer: `HTTP status code: {status}`.
 *
 * @example
 * if (!response.ok) throw new HttpStatusError({ status: response.status })
 */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError'
  readonly status: number
  constructor(parameters: HttpStatusErrorParameters) {
    const { status, ...rest } = parameters
    super(`HTTP status code: ${status}`, { docsPath: 'errors.md#http', ...rest })
    this.status = status
  }
}
