import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/** Parameters of {@link HttpStatusError}. */
export type HttpStatusErrorParameters = ErrorParameters & {
  status: number
  /** The start of the answer's body (the server's error JSON), for callers that read its reason. */
  body?: string | undefined
}

/**
 * The HTTP client got a non-OK answer: `HTTP status code: {status}`.
 *
 * @example
 * if (!response.ok) throw new HttpStatusError({ status: response.status })
 */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError'
  readonly status: number
  readonly body: string | undefined
  constructor(parameters: HttpStatusErrorParameters) {
    const { status, body, ...rest } = parameters
    super(`HTTP status code: ${status}`, { docsPath: 'errors.md#http', ...rest })
    this.status = status
    this.body = body
  }
}
