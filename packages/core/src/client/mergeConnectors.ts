import type { AdapterConnector, ChainNamespace } from '../adapter'

/**
 * One wallet of the client's list: the connectors of every namespace that belong to one wallet,
 * shown once. `id`, `name`, `type`, `rdns` and `imageUrl` come from the first adapter's connector;
 * `chainNamespace` is the first namespace.
 */
export type PorticoConnector = AdapterConnector & {
  /** The namespaces this wallet can connect, in the order of the app's adapters. */
  namespaces: readonly ChainNamespace[]
  /** The adapter connector id of each namespace (what `adapter.connect` takes). */
  connectorIds: Partial<Record<ChainNamespace, string>>
}

export type MergeConnectorsParameters = {
  /** Each adapter's connectors, in the order of the app's adapters. */
  lists: readonly (readonly AdapterConnector[])[]
}
export type MergeConnectorsReturnType = PorticoConnector[]

/**
 * Merges the connectors of every adapter into one list where a wallet shows once (SPEC §3
 * "Connector", kind multi-chain): connectors of different namespaces with the same `rdns` are one
 * wallet, and so are ones with the same name when one of them has no rdns (a Wallet Standard
 * wallet announces none). Two connectors of one namespace are never merged.
 *
 * @example
 * mergeConnectors({ lists: [
 *   [{ id: 'dev.portico.testwallet', name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet', type: 'ANNOUNCED', chainNamespace: 'eip155' }],
 *   [{ id: 'Portico Test Wallet', name: 'Portico Test Wallet', type: 'ANNOUNCED', chainNamespace: 'solana' }],
 * ] })
 * // [{ id: 'dev.portico.testwallet', namespaces: ['eip155', 'solana'], connectorIds: { eip155: 'dev.portico.testwallet', solana: 'Portico Test Wallet' }, … }]
 */
export function mergeConnectors({ lists }: MergeConnectorsParameters): MergeConnectorsReturnType {
  const merged: PorticoConnector[] = []
  for (const list of lists) {
    for (const connector of list) {
      const namespace = connector.chainNamespace
      const same = merged.find(
        (wallet) =>
          wallet.connectorIds[namespace] === undefined &&
          wallet.type === connector.type &&
          (connector.rdns && wallet.rdns
            ? connector.rdns === wallet.rdns
            : wallet.name.trim().toLowerCase() === connector.name.trim().toLowerCase()),
      )
      if (same) {
        const index = merged.indexOf(same)
        merged[index] = {
          ...same,
          rdns: same.rdns ?? connector.rdns,
          imageUrl: same.imageUrl ?? connector.imageUrl,
          namespaces: [...same.namespaces, namespace],
          connectorIds: { ...same.connectorIds, [namespace]: connector.id },
        }
      } else {
        merged.push({
          ...connector,
          namespaces: [namespace],
          connectorIds: { [namespace]: connector.id },
        })
      }
    }
  }
  return merged
}
