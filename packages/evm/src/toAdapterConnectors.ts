import type { AdapterConnector } from '@portico/core'

/** The fields of a wagmi connector this function reads. */
export type WagmiConnectorLike = {
  id: string
  name: string
  type: string
  icon?: string | undefined
  rdns?: string | readonly string[] | undefined
  /** The WalletConnect connector's relay (`walletConnect.ts`). */
  relayMode?: 'public' | 'self-hosted' | undefined
}

export type ToAdapterConnectorsParameters = readonly WagmiConnectorLike[]
export type ToAdapterConnectorsReturnType = AdapterConnector[]

/**
 * Lists wagmi's connectors as Portico connectors, one per wallet: EIP-6963 wallets (whose wagmi
 * id is their rdns) are kept once per rdns, first announcement wins.
 *
 * @example
 * toAdapterConnectors(config.connectors)
 * // [{ id: 'dev.portico.testwallet', name: 'Portico Test Wallet', type: 'ANNOUNCED', … }]
 */
export function toAdapterConnectors(
  connectors: ToAdapterConnectorsParameters,
): ToAdapterConnectorsReturnType {
  const seen = new Set<string>()
  const result: AdapterConnector[] = []
  for (const connector of connectors) {
    const rdns = rdnsOf(connector)
    const key = rdns ?? `id:${connector.id}`
    if (seen.has(key)) continue
    seen.add(key)
    result.push({
      id: connector.id,
      name: connector.name,
      type: rdns
        ? 'ANNOUNCED'
        : connector.type === 'injected'
          ? 'INJECTED'
          : connector.type === 'walletConnect'
            ? 'WALLET_CONNECT'
            : connector.type === 'auth'
              ? 'AUTH'
              : 'EXTERNAL',
      rdns,
      imageUrl: connector.icon,
      chainNamespace: 'eip155',
      ...(connector.relayMode ? { relay: connector.relayMode } : {}),
    })
  }
  return result
}

function rdnsOf(connector: WagmiConnectorLike): string | undefined {
  if (typeof connector.rdns === 'string') return connector.rdns
  if (connector.rdns?.[0]) return connector.rdns[0]
  // wagmi gives each EIP-6963 wallet an injected connector whose id is the announced rdns
  if (connector.type === 'injected' && connector.id.includes('.')) return connector.id
  return undefined
}
