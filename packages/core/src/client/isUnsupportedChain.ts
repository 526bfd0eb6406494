import type { AdapterNetwork } from '../adapter'

export type IsUnsupportedChainParameters = {
  /** The chain the wallet is on; undefined when not connected. */
  chainId: number | string | undefined
  /** The networks the app requests. */
  networks: readonly Pick<AdapterNetwork, 'id'>[]
  /** App option: the modal may ask the wallet to switch network. */
  enableNetworkSwitch: boolean
  /** App option: networks outside `networks` are accepted. */
  allowUnsupportedChain: boolean
}
export type IsUnsupportedChainReturnType = boolean

/**
 * SPEC §2: the modal shows UnsupportedChain when the active network is not among the requested
 * networks, unless network switching is disabled or unsupported chains are allowed.
 *
 * @example
 * isUnsupportedChain({ chainId: 31339, networks: [{ id: 31337 }], enableNetworkSwitch: true,
 *   allowUnsupportedChain: false }) // true
 */
export function isUnsupportedChain(
  parameters: IsUnsupportedChainParameters,
): IsUnsupportedChainReturnType {
  const { chainId, networks, enableNetworkSwitch, allowUnsupportedChain } = parameters
  if (chainId === undefined || !enableNetworkSwitch || allowUnsupportedChain) return false
  return !networks.some((network) => String(network.id) === String(chainId))
}
