import { createHash } from 'node:crypto'

/**
 * The SHA-256 (hex) under which a session's cookie token is stored: the database never holds
 * a token that could be replayed as a cookie.
 *
 * @example
 * hashSessionToken('9f86d0…') // '2c26b4…'
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
