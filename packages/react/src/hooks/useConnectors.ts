import type { PorticoConnector } from '@portico/core'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { useStore } from '../useStore'

export type UseConnectorsParameters = ConfigParameter
/** The wallets found (one entry per wallet, with every namespace it offers). */
export type UseConnectorsReturnType = readonly PorticoConnector[]

/**
 * The wallets that can connect: installed ones (EIP-6963, Wallet Standard), WalletConnect and the
 * embedded wallet when configured; a wallet of several namespaces is one entry. For `useConnect`.
 *
 * @example
 * const connectors = useConnectors()
 * connectors.map((c) => c.name) // ['Portico Test Wallet', 'WalletConnect']
 */
export function useConnectors(parameters: UseConnectorsParameters = {}): UseConnectorsReturnType {
  const config = usePorticoConfig(parameters)
  return useStore(config.connectors).connectors
}
