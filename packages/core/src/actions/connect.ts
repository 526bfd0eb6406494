import type { ConnectWalletReturnType } from '../client/connectWallet'
import type { PorticoClient } from '../client/types'
import type { BaseError } from '../errors/base'
import type { WalletNotFoundError } from '../errors/config'
import type { ConnectionDeclinedError } from '../errors/connection'

export type ConnectParameters = {
  /**
   * The wallet's id in `client.connectors` (an EIP-6963 rdns, a Wallet Standard name, the embedded
   * wallet's). WalletConnect pairs through the modal's QR view (`client.open()`), not here.
   */
  connectorId: string
}
export type ConnectReturnType = ConnectWalletReturnType
export type ConnectErrorType = WalletNotFoundError | ConnectionDeclinedError | BaseError

/**
 * Connects a wallet of the list in every namespace it supports (SPEC §4 "Connect"): one prompt
 * per namespace, the active namespace's first; a refusal stops there and what connected before
 * stays. Resolves once connected (sign-in, when configured, then shows its view); rejects when no
 * namespace connected, with the wallet's refusal (`Connection declined`) or failure. No toast
 * shows: the modal's own buttons toast a rejection, an app's code handles it.
 *
 * @example
 * const { namespaces, account } = await connect(client, { connectorId: 'dev.portico.testwallet' })
 * // namespaces: ['eip155', 'solana'], account.caipAddress: 'eip155:31337:0xf39F…2266'
 */
export function connect(
  client: Pick<PorticoClient, 'connect'>,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  return client.connect(parameters.connectorId)
}
