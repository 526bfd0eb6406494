import { WalletNotFoundError } from '@portico/core'
import { type Config, disconnect, switchConnection } from '@wagmi/core'

/**
 * Disconnects one wallet wagmi holds (`connectorId`; another held one is then in use) or all of
 * them (SPEC §4 "Disconnect"; wagmi alone would hand over to the next wallet it holds).
 *
 * @throws {WalletNotFoundError} `Wallet not found` when `connectorId` is not connected.
 * @example
 * await disconnectWallets(config, 'dev.portico.testwallet')
 */
export async function disconnectWallets(config: Config, connectorId?: string): Promise<void> {
  const held = [...config.state.connections.values()].map((c) => c.connector)
  const chosen = connectorId === undefined ? held : held.filter((c) => c.id === connectorId)
  if (connectorId !== undefined && chosen.length === 0)
    throw new WalletNotFoundError({ details: `Not connected: ${connectorId}` })
  if (chosen.length === 0) return disconnect(config) // still connecting: wagmi resets its state
  // The ones not in use first: the one in use never hands over to a wallet about to leave.
  const inUse = (uid: string) => Number(uid === config.state.current)
  chosen.sort((a, b) => inUse(a.uid) - inUse(b.uid))
  for (const connector of chosen) await disconnect(config, { connector })
}

/**
 * Makes a wallet wagmi holds the one in use, without a prompt (`recentConnectorId` follows, so a
 * reload keeps it).
 *
 * @throws {WalletNotFoundError} `Wallet not found` when `connectorId` is not connected.
 * @example
 * await switchWallet(config, 'embeddedWallet')
 */
export async function switchWallet(
  config: Config,
  connectorId: string,
): Promise<{ address: string; chainId: number }> {
  const held = [...config.state.connections.values()].find((c) => c.connector.id === connectorId)
  const address = held?.accounts[0]
  if (!held || !address) throw new WalletNotFoundError({ details: `Not connected: ${connectorId}` })
  await switchConnection(config, { connector: held.connector })
  return { address, chainId: held.chainId }
}
