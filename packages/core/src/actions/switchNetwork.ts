import type { SwitchToNetworkReturnType } from '../client/switchToNetwork'
import type { PorticoClient } from '../client/types'
import type { BaseError } from '../errors/base'
import type { NetworkNotFoundError } from '../errors/network'

export type SwitchNetworkParameters = {
  /** A requested network: its chain id (`31337`, `'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'`) or CAIP-2 id. */
  chainId: number | string
}
export type SwitchNetworkReturnType = SwitchToNetworkReturnType
export type SwitchNetworkErrorType = NetworkNotFoundError | BaseError

/**
 * Switches to a requested network (SPEC §4 "Switch network"): one of the active namespace asks its
 * wallet to switch; one of another connected namespace makes that namespace active (switching its
 * wallet when it is elsewhere); one of a namespace with no wallet opens Connect for it
 * (`status: 'connecting'`). Rejects with `Network not found` for a network the app did not
 * request, or with the wallet's refusal; no toast shows.
 *
 * @example
 * const { network, status } = await switchNetwork(client, { chainId: 31338 })
 * // network.caipNetworkId: 'eip155:31338', status: 'switched'
 */
export function switchNetwork(
  client: Pick<PorticoClient, 'switchNetwork'>,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  return client.switchNetwork(parameters.chainId)
}
