import { type AdapterNetwork, InvalidChainIdError } from '@portico/core'

/** Parameters of {@link resolveBitcoinNetwork}. */
export type ResolveBitcoinNetworkParameters = {
  /** The app's Bitcoin networks. */
  networks: readonly AdapterNetwork[]
  /** A network's `id` (its CAIP-2 reference) or its CAIP-2 id `bip122:<reference>`. */
  chainId: number | string
}
/** Return type of {@link resolveBitcoinNetwork}. */
export type ResolveBitcoinNetworkReturnType = AdapterNetwork
/** Errors {@link resolveBitcoinNetwork} may throw. */
export type ResolveBitcoinNetworkErrorType = InvalidChainIdError

/**
 * Finds which of the app's Bitcoin networks a chain id names.
 *
 * @throws {InvalidChainIdError} `Invalid chain id` for an id that is not one of the app's networks.
 * @example
 * resolveBitcoinNetwork({ networks, chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' }) // regtest
 */
export function resolveBitcoinNetwork(
  parameters: ResolveBitcoinNetworkParameters,
): ResolveBitcoinNetworkReturnType {
  const { networks, chainId } = parameters
  const text = String(chainId)
  const caip = text.includes(':') ? text : `bip122:${text}`
  const network = networks.find((n) => n.caipNetworkId === caip)
  if (!network)
    throw new InvalidChainIdError({
      details: `${text} is not one of the app's Bitcoin networks (${networks.map((n) => n.caipNetworkId).join(', ')})`,
    })
  return network
}
