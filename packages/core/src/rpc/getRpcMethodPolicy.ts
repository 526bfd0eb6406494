import { safeRpcMethods, unsafeRpcMethods } from './methods'

/** What may happen to a wallet RPC call: run, run after the user approves, or refuse. */
export type RpcMethodPolicy = 'safe' | 'unsafe' | 'blocked'

const safe = new Set<string>(safeRpcMethods)
const unsafe = new Set<string>(unsafeRpcMethods)

/**
 * The policy of a wallet RPC method (SPEC §6): `safe` (read-only and the like), `unsafe` (needs the
 * user's approval) or `blocked` (any other method, or a method that is not a string). Names are
 * case-sensitive, as JSON-RPC's are.
 *
 * @example
 * getRpcMethodPolicy('eth_getBalance') // 'safe'
 * getRpcMethodPolicy('personal_sign') // 'unsafe'
 * getRpcMethodPolicy('eth_sign') // 'blocked'
 */
export function getRpcMethodPolicy(method: unknown): RpcMethodPolicy {
  if (typeof method !== 'string') return 'blocked'
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'blocked'
}
