import { BaseError } from '@portico/core'

const docsPath = 'walletconnect.md#relay-auth'

/**
 * The relay auth token is not a well-formed EdDSA JWT with a `did:key` issuer.
 *
 * @example
 * verifyRelayJwt('abc', { aud }) // throws InvalidRelayJwtError: Invalid relay auth token: …
 */
export class InvalidRelayJwtError extends BaseError {
  override name = 'InvalidRelayJwtError'

  constructor(problem: string, details?: string) {
    super(`Invalid relay auth token: ${problem}`, { details, docsPath })
  }
}

/** The relay auth token's signature does not match its issuer's key. */
export class RelayJwtSignatureError extends BaseError {
  override name = 'RelayJwtSignatureError'

  constructor() {
    super('Relay auth token signature is invalid', { docsPath })
  }
}

/** The relay auth token's `exp` has passed. */
export class RelayJwtExpiredError extends BaseError {
  override name = 'RelayJwtExpiredError'
  readonly expiredAt: number

  constructor(expiredAt: number) {
    super('Relay auth token has expired', {
      details: `expired at ${new Date(expiredAt * 1000).toISOString()}`,
      docsPath,
    })
    this.expiredAt = expiredAt
  }
}

/** The relay auth token was made for another relay (`aud`). */
export class RelayJwtAudienceError extends BaseError {
  override name = 'RelayJwtAudienceError'

  constructor(expected: string, got: string) {
    super('Relay auth token is for another relay', {
      details: `expected aud ${expected}, got ${got}`,
      docsPath,
    })
  }
}

/**
 * A `did:key` is not an Ed25519 public key in multibase base58btc form (`did:key:z6Mk…`).
 *
 * @example
 * decodeDidKey('did:web:example.com') // throws InvalidDidKeyError
 */
export class InvalidDidKeyError extends BaseError {
  override name = 'InvalidDidKeyError'

  constructor(problem: string) {
    super(`Invalid did:key: ${problem}`, { docsPath })
  }
}
