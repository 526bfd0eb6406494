const transactionHashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Whether `value` is a transaction hash: `0x` plus exactly 64 hex characters (SPEC §5).
 *
 * @example
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * isTransactionHash(`0x${'ab'.repeat(31)}`) // false
 */
export function isTransactionHash(value: unknown): boolean {
  return typeof value === 'string' && transactionHashPattern.test(value)
}
