import { BaseError } from '@portico/core'
import type { InvalidSiwxMessageError, SiwxMessageField } from '@portico/core/siwx'

const docsPath = 'walletconnect.md#sign'

/**
 * No pairing, session or proposal with that topic or id (never existed, expired or deleted).
 *
 * @example
 * await client.request({ topic: 'gone', chainId: 'eip155:1', request }) // throws SignNotFoundError
 */
export class SignNotFoundError extends BaseError {
  override name = 'SignNotFoundError'
  readonly kind: 'pairing' | 'session' | 'proposal' | 'auth request' | 'topic'

  constructor(
    kind: 'pairing' | 'session' | 'proposal' | 'auth request' | 'topic',
    key: string | number,
  ) {
    super(`No matching ${kind}`, { details: `${kind} ${String(key)} does not exist`, docsPath })
    this.kind = kind
  }
}

/** The caller passed something the protocol cannot send (bad namespaces, chain, method…). */
export class InvalidSignInputError extends BaseError {
  override name = 'InvalidSignInputError'

  constructor(problem: string) {
    super(`Invalid sign input: ${problem}`, { docsPath })
  }
}

/** The peer answered a request with a JSON-RPC error (e.g. the user rejected it). */
export class SignPeerError extends BaseError {
  override name = 'SignPeerError'
  readonly code: number
  readonly data: unknown

  constructor(method: string, error: { code: number; message: string; data?: unknown }) {
    super(error.message || 'The wallet returned an error', {
      details: `${method} failed with code ${error.code}`,
      docsPath,
    })
    this.code = error.code
    this.data = error.data
  }
}

/** The peer did not answer before the request expired. */
export class SignTimeoutError extends BaseError {
  override name = 'SignTimeoutError'

  constructor(method: string, ms: number) {
    super('reply timeout', { details: `${method} got no answer within ${ms} ms`, docsPath })
  }
}

/** A pairing or proposal ran out of time before it was used. */
export class SignExpiredError extends BaseError {
  override name = 'SignExpiredError'

  constructor(what: string) {
    super(`Expired: ${what}`, { docsPath })
  }
}

/**
 * An EIP-1193 provider error with its standard code: 4001 rejected, 4100 unauthorized, 4200
 * unsupported method, 4900 disconnected, 4902 unrecognized chain.
 *
 * @example
 * await provider.request({ method: 'eth_sign', params: [] }) // ProviderRpcError, code 4200
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message, { docsPath: 'walletconnect.md#provider' })
    this.code = code
    this.data = data
  }
}

/**
 * A sign-in request (`wc_sessionAuthenticate`) whose fields would not make a valid EIP-4361 /
 * CAIP-122 message: a line break in the statement, a domain that is not an authority, a short
 * nonce… Refused before anything is signed. `field` names the part; `cause` is core's
 * `InvalidSiwxMessageError`.
 *
 * @example
 * formatAuthMessage({ request: { ...payload, statement: 'Hi\nURI: https://evil.example' }, iss })
 * // throws InvalidAuthRequestError, field 'statement'
 */
export class InvalidAuthRequestError extends BaseError {
  override name = 'InvalidAuthRequestError'
  readonly field: SiwxMessageField

  constructor(cause: InvalidSiwxMessageError) {
    super('Invalid sign-in request', {
      details: cause.shortMessage,
      docsPath: 'walletconnect.md#sign-in',
      cause,
    })
    this.field = cause.field
  }
}
