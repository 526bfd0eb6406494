/** Parameters of {@link isUserRejection}: any thrown value. */
export type IsUserRejectionParameters = unknown
/** Return type of {@link isUserRejection}. */
export type IsUserRejectionReturnType = boolean

/**
 * Whether an error (or any error in its cause chain) is an EIP-1193 user rejection: code 4001, or
 * viem's `UserRejectedRequestError`.
 *
 * @example
 * try { await adapter.signMessage({ message }) } catch (e) { if (isUserRejection(e)) … }
 */
export function isUserRejection(error: IsUserRejectionParameters): IsUserRejectionReturnType {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, name } = current as { code?: unknown; name?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
