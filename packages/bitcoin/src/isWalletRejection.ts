import { isUserRejection } from '@portico/core'

/** Parameters of {@link isWalletRejection}: any thrown value. */
export type IsWalletRejectionParameters = unknown
/** Return type of {@link isWalletRejection}. */
export type IsWalletRejectionReturnType = boolean

const rejected = /rejected|denied|declined|cancell?ed/i

/**
 * Whether a Bitcoin wallet's error (or one in its cause chain) means the person said no: core's
 * `isUserRejection` (code 4001), or — as Wallet Standard wallets throw plain errors — a message
 * containing `rejected` (`User rejected the request.`), `denied`, `declined` or `cancelled`.
 *
 * @example
 * isWalletRejection(new Error('User rejected the request.')) // true
 */
export function isWalletRejection(error: IsWalletRejectionParameters): IsWalletRejectionReturnType {
  if (isUserRejection(error)) return true
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { message } = current as { message?: unknown }
    if (typeof message === 'string' && rejected.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
