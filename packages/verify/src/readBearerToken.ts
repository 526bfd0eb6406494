import { PorticoTokenMissingError } from './errors'

/**
 * The token of an `authorization: Bearer <token>` header; throws
 * {@link PorticoTokenMissingError} when there is none.
 *
 * @example
 * const token = readBearerToken(request.headers.get('authorization'))
 */
export function readBearerToken(header: string | readonly string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  const match = typeof value === 'string' ? /^Bearer[ ]+([^\s]+)\s*$/i.exec(value) : null
  if (!match?.[1]) throw new PorticoTokenMissingError()
  return match[1]
}
