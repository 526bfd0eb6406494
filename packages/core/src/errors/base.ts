/** Parameters of {@link BaseError}. */
export type BaseErrorParameters = {
  /** Longer, developer-facing detail (never a secret). */
  details?: string | undefined
  /** Path under `docs/` that explains this error. */
  docsPath?: string | undefined
  /** The error that caused this one. */
  cause?: unknown
}

/**
 * The one error base of Portico. `shortMessage` is the user-facing text (SPEC §8, verbatim);
 * `message` adds details and the docs path for developers.
 *
 * @example
 * class SignatureDeclinedError extends BaseError {
 *   override name = 'SignatureDeclinedError'
 *   constructor(cause?: unknown) { super('Signature declined', { cause }) }
 * }
 */
export class BaseError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { details, docsPath, cause } = parameters
    const lines = [shortMessage]
    if (details) lines.push('', `Details: ${details}`)
    if (docsPath) lines.push(`Docs: docs/${docsPath}`)
    super(lines.join('\n'), cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
  }

  /** Walks the cause chain and returns the first error for which `predicate` holds. */
  walk(predicate: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current && !seen.has(current)) {
      if (predicate(current)) return current
      seen.add(current)
      current = (current as { cause?: unknown }).cause
    }
    return undefined
  }
}
