import {
  InvalidSiwxMessageError,
  parseDateTime,
  parseSiwxMessage,
  type SiwxMessageData,
} from '@portico/core/siwx'
import { SiwxRefusedError } from './errors'

export type CheckSiwxMessageParameters = {
  message: string
  /** The project's allowed browser origins (`scheme://host[:port]`). */
  allowedOrigins: ReadonlySet<string>
  /** CAIP-2 ids the server can verify on (its RPC upstreams). */
  supportedChains: ReadonlySet<string>
  /** The current time, ms since the epoch. */
  now: number
}
export type CheckSiwxMessageReturnType = SiwxMessageData & {
  /** When the message stops being valid (its expirationTime), if it says. */
  expiresAtMs: number | undefined
}
export type CheckSiwxMessageErrorType = SiwxRefusedError

/**
 * The checks of a sign-in message that need no database and no chain: it parses (EIP-4361 /
 * CAIP-122); its `domain` is the host of one of the project's allowed origins (and, with a
 * scheme, that origin exactly); its `uri` is on an allowed origin; its chain is supported; it is
 * not expired and its not-before has passed at `now`. Throws {@link SiwxRefusedError}.
 *
 * @example
 * const data = checkSiwxMessage({ message, allowedOrigins, supportedChains, now: clock.now() })
 */
export function checkSiwxMessage({
  message,
  allowedOrigins,
  supportedChains,
  now,
}: CheckSiwxMessageParameters): CheckSiwxMessageReturnType {
  let data: SiwxMessageData
  try {
    data = parseSiwxMessage(message)
  } catch (error) {
    if (error instanceof InvalidSiwxMessageError)
      throw new SiwxRefusedError('invalid-message', error.shortMessage)
    throw error
  }

  const origins = [...allowedOrigins].map((origin) => new URL(origin))
  const domainAllowed = origins.some(
    (origin) =>
      origin.host === data.domain &&
      (data.scheme === undefined || origin.protocol === `${data.scheme}:`),
  )
  if (!domainAllowed)
    throw new SiwxRefusedError(
      'domain-not-allowed',
      `Domain ${data.domain} is not an allowed origin of this project`,
    )
  let uriOrigin: string
  try {
    uriOrigin = new URL(data.uri).origin
  } catch {
    uriOrigin = 'null'
  }
  if (!allowedOrigins.has(uriOrigin))
    throw new SiwxRefusedError(
      'uri-not-allowed',
      `URI ${data.uri} is not on an allowed origin of this project`,
    )
  if (!supportedChains.has(data.chainId))
    throw new SiwxRefusedError('chain-not-supported', `Chain ${data.chainId} is not supported`)

  // parseDateTime, not Date.parse: "…:60Z" is a valid RFC 3339 time that Date.parse reads as
  // NaN, and every comparison with NaN is false (a "Not Before" bypass, a NaN session expiry).
  const expiresAtMs = readTime('expirationTime', data.expirationTime)
  if (expiresAtMs !== undefined && now >= expiresAtMs)
    throw new SiwxRefusedError('expired', `Message expired at ${data.expirationTime}`)
  const notBeforeMs = readTime('notBefore', data.notBefore)
  if (notBeforeMs !== undefined && now < notBeforeMs)
    throw new SiwxRefusedError('not-yet-valid', `Message not valid before ${data.notBefore}`)
  return { ...data, expiresAtMs }
}

/** A message time as ms since the epoch; a time that does not read as a finite number is refused. */
function readTime(
  field: 'expirationTime' | 'notBefore',
  value: string | undefined,
): number | undefined {
  if (value === undefined) return undefined
  const ms = parseDateTime(value)
  if (ms === undefined || !Number.isFinite(ms))
    throw new SiwxRefusedError(
      'invalid-message',
      new InvalidSiwxMessageError(field, `must be an RFC 3339 date-time, got "${value}"`)
        .shortMessage,
    )
  return ms
}
