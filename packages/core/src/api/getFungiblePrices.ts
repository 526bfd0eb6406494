import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readResponse } from './readResponse'
import { resolveServerUrl } from './resolveServerUrl'
import { readArray, readNumber, readObject, readOptionalString, readString } from './shape'

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

const readPrice = (value: unknown, field: string, baseUrl: string): FungiblePrice => {
  const p = readObject(value, field)
  return {
    name: readString(p.name, `${field}.name`),
    symbol: readString(p.symbol, `${field}.symbol`),
    iconUrl: resolveServerUrl(readOptionalString(p.iconUrl, `${field}.iconUrl`) ?? '', baseUrl),
    price: readNumber(p.price, `${field}.price`),
  }
}

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
    throw new TypeError('getFungiblePrices needs a list of CAIP-10 addresses')
  const projectId = parameters.projectId ?? client.params.projectId
  const body = await client.post({ path, body: { currency, addresses, projectId }, signal })
  return readResponse(path, body, (value) => ({
    fungibles: readArray(readObject(value, 'body').fungibles, 'fungibles', (price, field) =>
      readPrice(price, field, client.baseUrl),
    ),
  }))
}
