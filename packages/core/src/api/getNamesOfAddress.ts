import { NamesForAddressError } from '../errors/names'
import { type NamesOfAddressResponse, namesOfAddressResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { type NameProfile, readNameProfile } from './readNameProfile'
import { readApiResponse } from './readResponse'

/** Parameters of {@link getNamesOfAddress}. */
export type GetNamesOfAddressParameters = {
  /** An EVM address. */
  address: string
  signal?: AbortSignal | undefined
}

/** The address's names, its primary (first registered) name first; empty when it has none. */
export type GetNamesOfAddressReturnType = NameProfile[]

export type GetNamesOfAddressErrorType = NamesForAddressError

/**
 * The names of an address (`GET /v1/profile/reverse/{address}`, SPEC §7), primary first. A
 * failure throws `Error fetching names for address` (SPEC §8) with the cause.
 *
 * @example
 * const [primary] = await getNamesOfAddress(client, { address: '0xf39F…2266' })
 * primary?.name // 'alice.portico.id'
 */
export async function getNamesOfAddress(
  client: CreateHttpClientReturnType,
  parameters: GetNamesOfAddressParameters,
): Promise<GetNamesOfAddressReturnType> {
  const { address, signal } = parameters
  const path = `/v1/profile/reverse/${encodeURIComponent(address)}`
  try {
    const body = await client.get({ path, params: { apiVersion: 2 }, signal })
    return readApiResponse<NamesOfAddressResponse>(path, body, namesOfAddressResponseSchema).map(
      readNameProfile,
    )
  } catch (cause) {
    throw new NamesForAddressError({ details: address, cause })
  }
}
