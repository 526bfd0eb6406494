import type { TokenBalance } from '../format/types'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readResponse } from './readResponse'
import { resolveServerUrl } from './resolveServerUrl'
import { readArray, readNumber, readObject, readOptionalString, readString } from './shape'

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

const readQuantity = (value: unknown, field: string): TokenBalance['quantity'] => {
  const q = readObject(value, field)
  return {
    decimals: readString(q.decimals, `${field}.decimals`),
    numeric: readString(q.numeric, `${field}.numeric`),
  }
}

const readToken = (value: unknown, field: string, baseUrl: string): TokenBalance => {
  const t = readObject(value, field)
  const token: TokenBalance = {
    name: readString(t.name, `${field}.name`),
    symbol: readString(t.symbol, `${field}.symbol`),
    chainId: readString(t.chainId, `${field}.chainId`),
    price: readNumber(t.price, `${field}.price`),
    quantity: readQuantity(t.quantity, `${field}.quantity`),
    iconUrl: resolveServerUrl(readOptionalString(t.iconUrl, `${field}.iconUrl`) ?? '', baseUrl),
  }
  const address = readOptionalString(t.address, `${field}.address`)
  if (address !== null) token.address = address
  if (t.value !== undefined && t.value !== null) token.value = readNumber(t.value, `${field}.value`)
  return token
}

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
    throw new TypeError('getBalances needs an address')
  if (typeof chainId !== 'string' || !chainId.includes(':'))
    throw new TypeError(`getBalances needs a CAIP-2 chainId, got ${JSON.stringify(chainId)}`)
  const path = `/v1/account/${encodeURIComponent(address)}/balance`
  const body = await client.get({
    path,
    params: { currency, chainId, forceUpdate: forceUpdate ? true : undefined },
    signal,
  })
  return readResponse(path, body, (value) =>
    readArray(readObject(value, 'body').balances, 'balances', (token, field) =>
      readToken(token, field, client.baseUrl),
    ),
  )
}
