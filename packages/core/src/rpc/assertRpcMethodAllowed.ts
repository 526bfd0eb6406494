import { RpcMethodNotAllowedError } from '../errors/rpc'
import { getRpcMethodPolicy } from './getRpcMethodPolicy'
import type { SafeRpcMethod, UnsafeRpcMethod } from './methods'

/** Errors {@link assertRpcMethodAllowed} throws. */
export type AssertRpcMethodAllowedErrorType = RpcMethodNotAllowedError

/**
 * Throws `Requested RPC call is not allowed` (UI: `Action not allowed`) unless the method is in the
 * safe or unsafe list (SPEC §5, §6). Nothing calls it yet: it is meant for the embedded wallet's
 * frame, which is not built; the server's RPC gateway uses {@link getRpcMethodPolicy} instead (and
 * refuses the unsafe methods too).
 *
 * @example
 * assertRpcMethodAllowed(body.method) // throws RpcMethodNotAllowedError for eth_sign
 */
export function assertRpcMethodAllowed(
  method: unknown,
): asserts method is SafeRpcMethod | UnsafeRpcMethod {
  if (getRpcMethodPolicy(method) === 'blocked') {
    throw new RpcMethodNotAllowedError({
      method: typeof method === 'string' ? method : (JSON.stringify(method) ?? String(method)),
    })
  }
}
