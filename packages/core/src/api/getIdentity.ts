import { InvalidParameterError } from '../errors/parameter'
import { type IdentityResponse, identityResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'

/** Parameters of {@link getIdentity}. */
export type GetIdentityParameters = {
  address: string
  /** The address asking (optional, SPEC §7). */
  sender?: string | undefined
  /**
   * The CAIP-2 id of the EVM chain the account is on, e.g. `eip155:8453`: the ENS primary name is
   * that chain's (ENSIP-19: its own, else the default one); none: Ethereum's.
   */
  chainId?: string | undefined
  signal?: AbortSignal | undefined
}

/** SPEC §3 "Identity": null where the address has none. */
export type GetIdentityReturnType = { name: string | null; avatar: string | null }

export type GetIdentityErrorType = HttpClientErrorType | ApiResponseError

/**
 * The name and avatar of an address (`GET /v1/identity/{address}`).
 *
 * @example
 * const { name, avatar } = await getIdentity(client, { address: '0xf39F…2266', chainId: 'eip155:8453' })
 */
export async function getIdentity(
  client: CreateHttpClientReturnType,
  parameters: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  const { address, sender, chainId, signal } = parameters
  if (typeof address !== 'string' || address === '')
    throw new InvalidParameterError({ reason: 'getIdentity needs an address' })
  const path = `/v1/identity/${encodeURIComponent(address)}`
  const body = await client.get({ path, params: { sender, chainId }, signal })
  const identity = readApiResponse<IdentityResponse>(path, body, identityResponseSchema)
  // An empty name or avatar is none.
  return { name: identity.name || null, avatar: identity.avatar || null }
}
