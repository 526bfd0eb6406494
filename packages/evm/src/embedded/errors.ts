import { BaseError } from '@portico/core'

/** The embedded wallet's frame holds no live session (signed out, expired, or another browser). */
export class EmbeddedWalletSignedOutError extends BaseError {
  override name = 'EmbeddedWalletSignedOutError'

  constructor() {
    super('Your email wallet session has ended: sign in again', {
      docsPath: 'embedded-wallet.md#in-the-kit',
    })
  }
}
