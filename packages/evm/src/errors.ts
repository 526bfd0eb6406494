import { BaseError } from '@portico/core'

/** The user rejected the connection request in the wallet (EIP-1193 code 4001). */
export class ConnectionDeclinedError extends BaseError {
  override name = 'ConnectionDeclinedError'
  constructor(cause?: unknown) {
    super('Connection declined', { cause, docsPath: 'getting-started.md' })
  }
}
