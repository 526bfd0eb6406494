/** Why a Portico token was refused. */
export type PorticoTokenErrorCode =
  | 'missing'
  | 'malformed'
  | 'expired'
  | 'signature'
  | 'algorithm'
  | 'audience'
  | 'issuer'
  | 'jwks-unavailable'

/**
 * A refused Portico sign-in token. `code` says why; `status` is what an API answers (401, or 503
 * when the JWKS could not be fetched). The message is safe to send to the caller.
 *
 * @example
 * if (error instanceof PorticoTokenError) return Response.json({ message: error.message }, { status: error.status })
 */
export class PorticoTokenError extends Error {
  override name = 'PorticoTokenError'
  readonly code: PorticoTokenErrorCode
  readonly status: 401 | 503
  constructor(code: PorticoTokenErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
    this.status = code === 'jwks-unavailable' ? 503 : 401
  }
}

/** No token: no `authorization: Bearer …` header. */
export class PorticoTokenMissingError extends PorticoTokenError {
  override name = 'PorticoTokenMissingError'
  constructor() {
    super('missing', 'A Portico token is required: send authorization: Bearer <token>')
  }
}

/** Not a well-formed Portico token (not a JWT, a missing claim, a bad subject). */
export class PorticoTokenMalformedError extends PorticoTokenError {
  override name = 'PorticoTokenMalformedError'
  constructor(reason: string, options?: { cause?: unknown }) {
    super('malformed', `The Portico token is malformed: ${reason}`, options)
  }
}

/** The token's `exp` has passed (or its `iat` is too old): the app asks the kit for a fresh one. */
export class PorticoTokenExpiredError extends PorticoTokenError {
  override name = 'PorticoTokenExpiredError'
  constructor(options?: { cause?: unknown }) {
    super('expired', 'The Portico token has expired', options)
  }
}

/** The signature does not verify with the issuer's keys (forged, altered, or an unknown `kid`). */
export class PorticoTokenSignatureError extends PorticoTokenError {
  override name = 'PorticoTokenSignatureError'
  constructor(options?: { cause?: unknown }) {
    super('signature', "The Portico token's signature is not valid", options)
  }
}

/** The token's algorithm is not allowed (`none`, HMAC, …): only ES256 and EdDSA are. */
export class PorticoTokenAlgorithmError extends PorticoTokenError {
  override name = 'PorticoTokenAlgorithmError'
  constructor(alg: string, options?: { cause?: unknown }) {
    super('algorithm', `The Portico token's algorithm is not allowed: ${alg}`, options)
  }
}

/** The token was issued for another project (`aud`). */
export class PorticoTokenAudienceError extends PorticoTokenError {
  override name = 'PorticoTokenAudienceError'
  constructor(options?: { cause?: unknown }) {
    super('audience', 'The Portico token was issued for another project', options)
  }
}

/** The token was issued by another server (`iss`). */
export class PorticoTokenIssuerError extends PorticoTokenError {
  override name = 'PorticoTokenIssuerError'
  constructor(options?: { cause?: unknown }) {
    super('issuer', 'The Portico token was issued by another server', options)
  }
}

/** The issuer's JWKS could not be fetched (the API answers 503: try again later). */
export class PorticoJwksUnavailableError extends PorticoTokenError {
  override name = 'PorticoJwksUnavailableError'
  constructor(options?: { cause?: unknown }) {
    super('jwks-unavailable', "The Portico server's keys could not be fetched", options)
  }
}
