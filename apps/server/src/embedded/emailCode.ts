import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * A 6-digit login code from the CSPRNG (`crypto.randomInt`, uniform over 000000–999999).
 *
 * @example
 * generateEmailCode() // '048213'
 */
export function generateEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * How a code is stored: HMAC-SHA256 under the server's secret, bound to the code's row id. A
 * copy of the database alone cannot test the million candidates offline.
 *
 * @example
 * hashEmailCode(secret, codeId, '048213') // 64 hex characters
 */
export function hashEmailCode(secret: Uint8Array, codeId: string, code: string): string {
  return createHmac('sha256', secret).update(`portico-email-code\0${codeId}\0${code}`).digest('hex')
}

/**
 * Compares two hex hashes in constant time.
 *
 * @example
 * sameHash(stored, hashEmailCode(secret, id, typed))
 */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The SHA-256 (hex) under which a device or session token is stored.
 *
 * @example
 * hashToken(deviceToken) // 64 hex characters
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
