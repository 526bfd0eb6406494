import { BaseError, type BaseErrorParameters } from '../../errors/base'

/** Parameters of {@link SiwxServerError}. */
export type SiwxServerErrorParameters = Omit<BaseErrorParameters, 'docsPath'> & {
  /** HTTP status of the answer. */
  status: number
  /** The server's own explanation (its JSON `message`), shown to the user as is. */
  reason: string
}

/**
 * The Portico server refused a sign-in request (e.g. a replayed nonce, a foreign domain, an expired
 * message). The short message is the server's explanation.
 *
 * @example
 * throw new SiwxServerError({ status: 401, reason: 'The nonce was already used' })
 */
export class SiwxServerError extends BaseError {
  override name = 'SiwxServerError'
  readonly status: number
  constructor(parameters: SiwxServerErrorParameters) {
    const { status, reason, ...rest } = parameters
    super(reason, { docsPath: 'sign-in.md', ...rest })
    this.status = status
  }
}
