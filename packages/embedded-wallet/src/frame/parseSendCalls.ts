import { InvalidSendCallsError } from '@portico/core'
import type { Hex } from 'viem'

/** One call of a batch (EIP-5792 `wallet_sendCalls`). */
export type SmartAccountCall = { to: Hex; value?: bigint | undefined; data?: Hex | undefined }

const hex = /^0x[0-9a-fA-F]*$/

/**
 * The calls of an EIP-5792 `wallet_sendCalls` request, checked: `to` and `data` must be 0x hex
 * (SPEC §5), `value` a hex quantity.
 *
 * @example
 * parseSendCalls([{ version: '2.0.0', calls: [{ to: '0x…', data: '0x' }] }]) // [{ to, data, value: undefined }]
 */
export function parseSendCalls(params: unknown): SmartAccountCall[] {
  const request = (Array.isArray(params) ? params[0] : params) as { calls?: unknown } | undefined
  const calls = request?.calls
  if (!Array.isArray(calls) || calls.length === 0)
    throw new InvalidSendCallsError({ reason: 'calls must be a non-empty list' })
  if (calls.length > 50) throw new InvalidSendCallsError({ reason: 'at most 50 calls' })
  return calls.map((call: { to?: unknown; data?: unknown; value?: unknown }, index) => {
    if (typeof call?.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(call.to))
      throw new InvalidSendCallsError({ reason: `calls[${index}].to must start with 0x` })
    if (call.data !== undefined && (typeof call.data !== 'string' || !hex.test(call.data)))
      throw new InvalidSendCallsError({ reason: `calls[${index}].data must start with 0x` })
    if (
      call.value !== undefined &&
      (typeof call.value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(call.value))
    )
      throw new InvalidSendCallsError({ reason: `calls[${index}].value must be a hex quantity` })
    return {
      to: call.to as Hex,
      data: call.data as Hex | undefined,
      value: call.value === undefined ? undefined : BigInt(call.value),
    }
  })
}
