import { BaseError, type BaseErrorParameters } from '@portico/core'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown by Portico's hooks used outside a `<PorticoProvider>` (as wagmi's
 * `WagmiProviderNotFoundError`).
 *
 * @example
 * throw new PorticoProviderNotFoundError()
 */
export class PorticoProviderNotFoundError extends BaseError {
  override name = 'PorticoProviderNotFoundError'
  constructor(parameters: ErrorParameters = {}) {
    super('Portico hooks must be used inside <PorticoProvider>', {
      docsPath: 'errors.md#react',
      ...parameters,
    })
  }
}
