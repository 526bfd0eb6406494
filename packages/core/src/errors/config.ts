import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when no project id is configured (shown as an alert). Short message (SPEC): `Project ID Not Configured`.
 *
 * @example
 * throw new ProjectIdNotConfiguredError()
 */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  constructor(parameters: ErrorParameters = {}) {
    super('Project ID Not Configured', { docsPath: 'errors.md#config', ...parameters })
  }
}
