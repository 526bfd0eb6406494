/**
 * The ERC-4337 bundler methods the RPC gateway forwards to a chain's bundler
 * (`PORTICO_BUNDLER_URLS`), never to its node: the standard `eth_*UserOperation*` methods and
 * Pimlico's gas price method (viem's bundler client asks it when the bundler offers it). A chain
 * without a bundler refuses them like any other unknown method.
 *
 * @example
 * bundlerMethods.has('eth_sendUserOperation') // true
 */
export const bundlerMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'pimlico_getUserOperationGasPrice',
])
