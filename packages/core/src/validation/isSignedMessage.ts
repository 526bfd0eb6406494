const signedMessagePattern = /^0x[0-9a-fA-F]{62,}$/

/**
 * Whether `value` looks like a signed message (a signature): `0x` plus at least 62 hex characters
 * (SPEC §5).
 *
 * @example
 * isSignedMessage(`0x${'1b'.repeat(65)}`) // true
 * isSignedMessage('0x1234') // false
 */
export function isSignedMessage(value: unknown): boolean {
  return typeof value === 'string' && signedMessagePattern.test(value)
}
