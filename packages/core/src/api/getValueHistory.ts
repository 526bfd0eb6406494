import { InvalidParameterError } from '../errors/parameter'
import { type ValueHistoryResponse, valueHistoryResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'

/** Parameters of {@link getValueHistory}. */
export type GetValueHistoryParameters = {
  /** The account's EVM address (without the CAIP prefix). */
  address: string
  /** Whole days before today, 1–90 (default 30): the answer has one point more, today. */
  days?: number | undefined
  /** CAIP-2 id of one network; every network the server's indexer follows when absent. */
  chainId?: string | undefined
  signal?: AbortSignal | undefined
}

/** One day of {@link GetValueHistoryReturnType}: its UTC date and the USD value at its end. */
export type ValuePoint = { date: string; value: number }

/** The account's daily USD value, as `GET /v1/account/{address}/value-history` answers it. */
export type GetValueHistoryReturnType = {
  currency: 'usd'
  /** `current`: every day valued at today's prices (the server's price source has no past prices). */
  priceBasis: ValueHistoryResponse['priceBasis']
  days: number
  /** The networks counted and the block each one's balances were read at; empty: none. */
  chains: { chainId: string; blockNumber: number }[]
  /** Oldest first: `days` whole UTC days, then today (now). Empty when no network is counted. */
  points: ValuePoint[]
}

export type GetValueHistoryErrorType =
  | InvalidParameterError
  | HttpClientErrorType
  | ApiResponseError

/**
 * An account's USD value at the end of each of the last `days` UTC days, then today
 * (`GET /v1/account/{address}/value-history?days=&chainId=`; docs/history.md#value-history):
 * the server walks its indexed transfers back from the current balances. The answer's shape is
 * checked: a wrong field throws {@link ApiResponseError}.
 *
 * @example
 * const { points, priceBasis } = await getValueHistory(client, {
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   days: 30,
 * })
 * // points: [{ date: '2026-10-28', value: 0 }, …, { date: '2026-11-27', value: 9159.56 }]
 */
export async function getValueHistory(
  client: CreateHttpClientReturnType,
  parameters: GetValueHistoryParameters,
): Promise<GetValueHistoryReturnType> {
  const { address, days, chainId, signal } = parameters
  if (typeof address !== 'string' || !address.startsWith('0x'))
    throw new InvalidParameterError({ reason: 'getValueHistory needs a 0x address' })
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 90))
    throw new InvalidParameterError({
      reason: `getValueHistory needs days from 1 to 90, got ${JSON.stringify(days)}`,
    })
  const path = `/v1/account/${encodeURIComponent(address)}/value-history`
  const body = await client.get({ path, params: { days, chainId }, signal })
  const answer = readApiResponse<ValueHistoryResponse>(path, body, valueHistoryResponseSchema)
  return {
    currency: answer.currency,
    priceBasis: answer.priceBasis,
    days: answer.days,
    chains: answer.chains.map(({ chainId, blockNumber }) => ({ chainId, blockNumber })),
    points: answer.points.map(({ date, value }) => ({ date, value })),
  }
}
