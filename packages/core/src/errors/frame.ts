import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when the embedded wallet frame fails to load (or times out). Short message (SPEC): `Unable to load email login dependency`.
 *
 * @example
 * throw new FrameLoadError()
 */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor(parameters: ErrorParameters = {}) {
    super('Unable to load email login dependency', { docsPath: 'errors.md#frame', ...parameters })
  }
}

/** Parameters of {@link FrameRequestError}. */
export type FrameRequestErrorParameters = ErrorParameters & {
  /** The `message` of the frame's error payload; `An error occurred` when absent. */
  message?: string | undefined
}

/**
 * The frame answered a request with a `FRAME_*_ERROR` event. The short message is the payload's
 * message, or `An error occurred` when it has none.
 *
 * @example
 * throw new FrameRequestError({ message: payload.message })
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  constructor(parameters: FrameRequestErrorParameters = {}) {
    const { message, ...rest } = parameters
    super(message || 'An error occurred', { docsPath: 'errors.md#frame', ...rest })
  }
}

/** What is reported when the frame fails to load or a request times out (the request is aborted). */
export const frameFailureEvents = {
  loadFailed: 'iframe_load_failed',
  requestTimeout: 'iframe_request_timeout',
} as const
