import { InvalidParameterError } from '../errors/parameter'
import type { TokenBalance } from '../format/types'
import { type BalancesResponse, balancesResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { resolveServerUrl } from './resolveServerUrl'

/** Parameters of {@link getBalances} (SPEC §7). */
export type GetBalancesParameters = {
  /** The account's address (without the CAIP prefix). */
  address: string
  /** CAIP-2 id of the network, e.g. `eip155:31337`. */
  chainId: string
  /** Default `usd`. */
  currency?: string | undefined
  /** Bypass the server's 30 s cache. */
  forceUpdate?: boolean | undefined
  signal?: AbortSignal | undefined
}

/** The account's token balances (SPEC §3 "Token balance"), as the server sends them. */
export type GetBalancesReturnType = TokenBalance[]

export type GetBalancesErrorType = HttpClientErrorType | ApiResponseError

/**
 * The account's token balances with USD prices
 * (`GET /v1/account/{address}/balance?currency=usd&chainId=…&forceUpdate=…`). An unsupported
 * network answers `[]`.
 *
 * @example
 * const balances = await getBalances(client, {
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   chainId: 'eip155:31337',
 * })
 */
export async function getBalances(
  client: CreateHttpClientReturnType,
  parameters: GetBalancesParameters,
): Promise<GetBalancesReturnType> {
  const { address, chainId, currency = 'usd', forceUpdate, signal } = parameters
  if (typeof address !== 'string' || address === '')
    throw new InvalidParameterError({ reason: 'getBalances needs an address' })
  if (typeof chainId !== 'string' || !chainId.includes(':'))
    throw new InvalidParameterError({
      reason: `getBalances needs a CAIP-2 chainId, got ${JSON.stringify(chainId)}`,
    })
  const path = `/v1/account/${encodeURIComponent(address)}/balance`
  const body = await client.get({
    path,
    params: { currency, chainId, forceUpdate: forceUpdate ? true : undefined },
    signal,
  })
  const { balances } = readApiResponse<BalancesResponse>(path, body, balancesResponseSchema)
  return balances.map((token) => ({
    name: token.name,
    symbol: token.symbol,
    chainId: token.chainId,
    price: token.price,
    quantity: { decimals: token.quantity.decimals, numeric: token.quantity.numeric },
    iconUrl: resolveServerUrl(token.iconUrl, client.baseUrl),
    ...(token.address ? { address: token.address } : {}),
    value: token.value,
  }))
}
