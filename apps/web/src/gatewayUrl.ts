export type GatewayUrlParameters = {
  /** CAIP-2 id of the network, e.g. `eip155:31337`. */
  caipNetworkId: string
  projectId: string
  /** Origin of the Portico server; the page's own origin by default. */
  origin: string
}
export type GatewayUrlReturnType = string

/**
 * The URL of the Portico server's RPC gateway for one network.
 *
 * @example
 * gatewayUrl({ caipNetworkId: 'eip155:31337', projectId: 'portico-local', origin: 'http://127.0.0.1:3000' })
 * // 'http://127.0.0.1:3000/v1/?chainId=eip155%3A31337&projectId=portico-local'
 */
export function gatewayUrl(parameters: GatewayUrlParameters): GatewayUrlReturnType {
  const url = new URL('/v1/', parameters.origin)
  url.searchParams.set('chainId', parameters.caipNetworkId)
  url.searchParams.set('projectId', parameters.projectId)
  return url.href
}

/**
 * The base URL of the Portico server's Esplora gateway for one `bip122` network: the Bitcoin
 * adapter appends Esplora paths (`/address/…/utxo`, `/tx`) to it and keeps its `projectId`.
 *
 * @example
 * esploraGatewayUrl({ caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', projectId: 'portico-local', origin: 'http://127.0.0.1:3000' })
 * // 'http://127.0.0.1:3000/v1/esplora/bip122:0f9188f13cb7b2c71f2a335e3a4fc328?projectId=portico-local'
 */
export function esploraGatewayUrl(parameters: GatewayUrlParameters): GatewayUrlReturnType {
  const url = new URL(`/v1/esplora/${parameters.caipNetworkId}`, parameters.origin)
  url.searchParams.set('projectId', parameters.projectId)
  return url.href
}
