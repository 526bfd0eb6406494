import type { ChainNamespace } from '../adapter'
import { disconnectWallet } from '../client/disconnectWallet'
import type { PorticoClient } from '../client/types'
import type { BaseError } from '../errors/base'
import type { DisconnectError } from '../errors/connection'

export type DisconnectParameters = {
  /**
   * One wallet to let go (an id of the account's `connections`, with its `namespace`); every
   * namespace's wallet when absent.
   */
  connectorId?: string | undefined
  /** The namespace of `connectorId`; the active one by default. */
  namespace?: ChainNamespace | undefined
}
export type DisconnectReturnType = undefined
export type DisconnectErrorType = DisconnectError | BaseError

/**
 * Disconnects (SPEC §4 "Disconnect"): signs out of the session (when sign-in is configured), lets
 * every namespace's wallet go and shows Connect next time. With `connectorId`, only that wallet
 * goes (another wallet held in the namespace is then in use); the last wallet is the whole
 * disconnect. Rejects with `Failed to disconnect` when a wallet does not let go; no toast shows.
 *
 * @example
 * await disconnect(client)
 * await disconnect(client, { namespace: 'eip155', connectorId: 'embeddedWallet' })
 */
export async function disconnect(
  client: Pick<PorticoClient, 'disconnect' | 'accounts' | 'getAdapter' | 'namespace'>,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const { connectorId } = parameters
  if (connectorId === undefined) await client.disconnect()
  else {
    const namespace = parameters.namespace ?? client.namespace.getState().active
    await disconnectWallet(client, { namespace, connectorId })
  }
  return undefined
}
