import { InvalidParameterError } from '../errors/parameter'
import { type FungiblePricesResponse, fungiblePricesResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { resolveServerUrl } from './resolveServerUrl'

/** Parameters of {@link getFungiblePrices}. */
export type GetFungiblePricesParameters = {
  /** CAIP-10 addresses of the tokens, e.g. `eip155:31337:0x…`. */
  addresses: readonly string[]
  /** Default `usd`. */
  currency?: string | undefined
  /** Default: the client's `projectId` param. */
  projectId?: string | undefined
  signal?: AbortSignal | undefined
}

/** A token's price. */
export type FungiblePrice = { name: string; symbol: string; iconUrl: string; price: number }

export type GetFungiblePricesReturnType = { fungibles: FungiblePrice[] }

export type GetFungiblePricesErrorType = HttpClientErrorType | ApiResponseError

const path = '/v1/fungible/price'

/**
 * Prices of tokens (`POST /v1/fungible/price`).
 *
 * @example
 * const { fungibles } = await getFungiblePrices(client, { addresses: ['eip155:31337:0x…'] })
 */
export async function getFungiblePrices(
  client: CreateHttpClientReturnType,
  parameters: GetFungiblePricesParameters,
): Promise<GetFungiblePricesReturnType> {
  const { addresses, currency = 'usd', signal } = parameters
  if (!Array.isArray(addresses) || addresses.some((a) => typeof a !== 'string' || a === ''))
    throw new InvalidParameterError({
      reason: 'getFungiblePrices needs a list of CAIP-10 addresses',
    })
  const projectId = parameters.projectId ?? client.params.projectId
  const body = await client.post({ path, body: { currency, addresses, projectId }, signal })
  const { fungibles } = readApiResponse<FungiblePricesResponse>(
    path,
    body,
    fungiblePricesResponseSchema,
  )
  return {
    fungibles: fungibles.map(({ name, symbol, iconUrl, price }) => ({
      name,
      symbol,
      iconUrl: resolveServerUrl(iconUrl, client.baseUrl),
      price,
    })),
  }
}
