import { safeRpcMethods, solanaSafeRpcMethods, unsafeRpcMethods } from './methods'

/** What may happen to a wallet RPC call: run, run after the user approves, or refuse. */
export type RpcMethodPolicy = 'safe' | 'unsafe' | 'blocked'

const safe = new Set<string>(safeRpcMethods)
const unsafe = new Set<string>(unsafeRpcMethods)
const solanaSafe = new Set<string>(solanaSafeRpcMethods)
const solanaUnsafe = new Set<string>(
  unsafeRpcMethods.filter((method) => method.startsWith('solana_')),
)

/** Which chain family's methods to rate; without it, the EVM lists (plus the Solana sign methods). */
export type GetRpcMethodPolicyOptions = { namespace?: 'eip155' | 'solana' | undefined }

/**
 * The policy of a wallet RPC method (SPEC §6): `safe` (read-only and the like), `unsafe` (needs the
 * user's approval) or `blocked` (any other method, or a method that is not a string). Names are
 * case-sensitive, as JSON-RPC's are. With `{ namespace: 'solana' }` the Solana lists apply:
 * {@link solanaSafeRpcMethods} are safe, the `solana_sign…` methods unsafe, the rest blocked.
 *
 * @example
 * getRpcMethodPolicy('eth_getBalance') // 'safe'
 * getRpcMethodPolicy('personal_sign') // 'unsafe'
 * getRpcMethodPolicy('eth_sign') // 'blocked'
 * getRpcMethodPolicy('getBalance', { namespace: 'solana' }) // 'safe'
 */
export function getRpcMethodPolicy(
  method: unknown,
  options: GetRpcMethodPolicyOptions = {},
): RpcMethodPolicy {
  if (typeof method !== 'string') return 'blocked'
  if (options.namespace === 'solana')
    return solanaSafe.has(method) ? 'safe' : solanaUnsafe.has(method) ? 'unsafe' : 'blocked'
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'blocked'
}
