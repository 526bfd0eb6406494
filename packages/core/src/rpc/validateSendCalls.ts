import { InvalidSendCallsError } from '../errors/rpc'

/** One call of a `wallet_sendCalls` request (EIP-5792), as validated. */
export type SendCall = {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  value?: unknown
}

/** Errors {@link validateSendCalls} throws. */
export type ValidateSendCallsErrorType = InvalidSendCallsError

/**
 * Checks the calls of a `wallet_sendCalls` request: a non-empty list whose every `to` starts with
 * 0x, and whose `data`, when present, starts with 0x too (SPEC §5). Returns them typed.
 *
 * @example
 * const calls = validateSendCalls(params[0].calls)
 */
export function validateSendCalls(calls: unknown): SendCall[] {
  if (!Array.isArray(calls) || calls.length === 0) {
    throw new InvalidSendCallsError({ reason: 'calls must be a non-empty list' })
  }
  calls.forEach((call: unknown, index) => {
    if (typeof call !== 'object' || call === null) {
      throw new InvalidSendCallsError({ reason: `calls[${index}] must be an object` })
    }
    const { to, data } = call as { to?: unknown; data?: unknown }
    if (typeof to !== 'string' || !to.startsWith('0x')) {
      throw new InvalidSendCallsError({ reason: `calls[${index}].to must start with 0x` })
    }
    if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x'))) {
      throw new InvalidSendCallsError({ reason: `calls[${index}].data must start with 0x` })
    }
  })
  return calls as SendCall[]
}
