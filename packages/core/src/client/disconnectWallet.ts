import type { ChainNamespace } from '../adapter'
import { DisconnectError } from '../errors/connection'
import type { PorticoClient } from './types'

/** The client's parts {@link disconnectWallet} uses. */
export type DisconnectWalletClient = Pick<PorticoClient, 'accounts' | 'getAdapter' | 'disconnect'>

/** Parameters of {@link disconnectWallet}. */
export type DisconnectWalletParameters = {
  namespace: ChainNamespace
  /** The adapter's id of the wallet (one of the account's `connections`). */
  connectorId: string
}

/**
 * Disconnects one of the wallets connected in a namespace (SPEC §3 connections per namespace),
 * a core action: another wallet held there is then in use (its account becomes the namespace's,
 * sign-in re-checked as after any account change), or another connected namespace becomes
 * active. The last wallet of the app is the whole disconnect (`client.disconnect()`: sign-out,
 * Connect).
 *
 * @throws {DisconnectError} `Failed to disconnect` when the wallet does not let go.
 * @example
 * await disconnectWallet(client, { namespace: 'eip155', connectorId: 'embeddedWallet' })
 */
export async function disconnectWallet(
  client: DisconnectWalletClient,
  parameters: DisconnectWalletParameters,
): Promise<void> {
  const { namespace, connectorId } = parameters
  const wallets = Object.values(client.accounts.getState()).reduce(
    (sum, account) =>
      sum + (account?.status === 'connected' ? (account.connections?.length ?? 1) : 0),
    0,
  )
  if (wallets <= 1) return client.disconnect()
  try {
    await client.getAdapter(namespace).disconnect({ connectorId })
  } catch (cause) {
    throw new DisconnectError({ cause, details: `${namespace}: ${connectorId}` })
  }
}
