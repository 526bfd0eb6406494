import { getRpcMethodPolicy } from '@portico/core/internal'

/**
 * Filter methods: on a node shared by every gateway client, filter ids can be guessed, so one
 * client could poll or uninstall another's filters. Refused; `eth_getLogs` does the same job.
 */
export const sharedUpstreamRefusedMethods: ReadonlySet<string> = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
])

export type IsGatewayMethodAllowedParameters = {
  method: string
  /** The chain family of the requested chain. */
  namespace: string
  /** The node's URL: `requestAirdrop` passes only to a node on this machine (a local test cluster). */
  upstreamUrl: string
}
export type IsGatewayMethodAllowedReturnType = boolean

/** Whether the URL's host is this machine (127.0.0.0/8, ::1, localhost). */
function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/**
 * Whether the RPC gateway forwards `method` to the requested chain's node: the methods core rates
 * `safe` for the chain's namespace (EVM reads and `eth_sendRawTransaction`; Solana reads,
 * `sendTransaction` and `simulateTransaction`), minus the EVM filter methods
 * ({@link sharedUpstreamRefusedMethods}); plus Solana's `requestAirdrop` when the node is on
 * loopback (the local devnet's faucet; a public cluster's faucet is rate-limited per caller IP,
 * and through a shared gateway every caller would spend the server's allowance).
 *
 * @example
 * isGatewayMethodAllowed({ method: 'getBalance', namespace: 'solana', upstreamUrl: 'https://api.mainnet-beta.solana.com' }) // true
 * isGatewayMethodAllowed({ method: 'requestAirdrop', namespace: 'solana', upstreamUrl: 'https://api.devnet.solana.com' }) // false
 */
export function isGatewayMethodAllowed(
  parameters: IsGatewayMethodAllowedParameters,
): IsGatewayMethodAllowedReturnType {
  const { method, namespace, upstreamUrl } = parameters
  if (namespace === 'solana')
    return (
      getRpcMethodPolicy(method, { namespace: 'solana' }) === 'safe' ||
      (method === 'requestAirdrop' && isLoopback(upstreamUrl))
    )
  if (namespace !== 'eip155') return false
  return getRpcMethodPolicy(method) === 'safe' && !sharedUpstreamRefusedMethods.has(method)
}
