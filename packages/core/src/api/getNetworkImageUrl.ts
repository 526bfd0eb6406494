import type { AdapterNetwork } from '../adapter'
import type { CreateHttpClientReturnType } from './createHttpClient'

/** Parameters of {@link getNetworkImageUrl}. */
export type GetNetworkImageUrlParameters = {
  network: Pick<AdapterNetwork, 'caipNetworkId' | 'imageUrl' | 'imageId'>
}

/** The image's URL, or undefined when the network has none and there is no server. */
export type GetNetworkImageUrlReturnType = string | undefined

/**
 * The URL of a network's image, for an `<img>`: the app's own (`imageUrl` of the network), else
 * the Portico server's `GET /public/getAssetImage/{id}` (`imageId`, by default the CAIP-2 id).
 * No request is made here; `client` is null when the app has no server.
 *
 * @example
 * getNetworkImageUrl(client, { network: devnet }) // 'http://127.0.0.1:3000/public/getAssetImage/eip155%3A31337?projectId=…'
 */
export function getNetworkImageUrl(
  client: Pick<CreateHttpClientReturnType, 'url'> | null,
  parameters: GetNetworkImageUrlParameters,
): GetNetworkImageUrlReturnType {
  const { network } = parameters
  if (network.imageUrl) return network.imageUrl
  if (!client) return undefined
  const id = network.imageId || network.caipNetworkId
  return client.url(`/public/getAssetImage/${encodeURIComponent(id)}`)
}
