import { InvalidParameterError } from '../errors/parameter'
import type { CreateHttpClientReturnType } from './createHttpClient'

/** Parameters of {@link getWalletImageUrl}. */
export type GetWalletImageUrlParameters = { imageId: string }

export type GetWalletImageUrlReturnType = string

/**
 * The URL of a wallet's image (`GET /getWalletImage/{id}`) on the Portico server, for an `<img>`.
 * No request is made here.
 *
 * @example
 * getWalletImageUrl(client, { imageId: 'metamask' }) // 'http://127.0.0.1:3000/getWalletImage/metamask?projectId=…'
 */
export function getWalletImageUrl(
  client: CreateHttpClientReturnType,
  parameters: GetWalletImageUrlParameters,
): GetWalletImageUrlReturnType {
  const { imageId } = parameters
  if (typeof imageId !== 'string' || imageId === '')
    throw new InvalidParameterError({ reason: 'getWalletImageUrl needs a non-empty imageId' })
  return client.url(`/getWalletImage/${encodeURIComponent(imageId)}`)
}
