import { isUserRejection } from '@portico/core'

/** Parameters of {@link isWalletRejection}: any thrown value. */
export type IsWalletRejectionParameters = unknown
/** Return type of {@link isWalletRejection}. */
export type IsWalletRejectionReturnType = boolean

const rejected =
  /user (rejected|denied|declined|cancell?ed)|rejected the request|request (was )?rejected/i

/**
 * Whether a Wallet Standard wallet's error (or one in its cause chain) means the person said no:
 * core's `isUserRejection` (code 4001), or — as Solana wallets throw plain errors — a message
 * such as `User rejected the request.`.
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
