import { HttpStatusError } from '../errors/http'
import { NameResolveError } from '../errors/names'
import { type NameProfileResponse, nameProfileResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { type NameProfile, readNameProfile } from './readNameProfile'
import { readApiResponse } from './readResponse'

export type { NameProfile } from './readNameProfile'

/** Parameters of {@link getNameProfile}. */
export type GetNameProfileParameters = {
  /** The full name, e.g. `alice.portico.id` (any letter case). */
  name: string
  signal?: AbortSignal | undefined
}

/** The name's addresses and attributes, or `null` when the name is not registered. */
export type GetNameProfileReturnType = NameProfile | null

export type GetNameProfileErrorType = NameResolveError

/**
 * Looks a name up (`GET /v1/profile/account/{name}?apiVersion=2`, SPEC §7): its address per
 * ENSIP-11 coin type and its attributes; `null` when no one registered it (404). Any other
 * failure throws `Error resolving name` (SPEC §8) with the cause.
 *
 * @example
 * const profile = await getNameProfile(client, { name: 'alice.portico.id' })
 * profile?.addresses['60'] // '0xf39F…2266'
 */
export async function getNameProfile(
  client: CreateHttpClientReturnType,
  parameters: GetNameProfileParameters,
): Promise<GetNameProfileReturnType> {
  const { name, signal } = parameters
  const path = `/v1/profile/account/${encodeURIComponent(name)}`
  try {
    const body = await client.get({ path, params: { apiVersion: 2 }, signal })
    return readNameProfile(
      readApiResponse<NameProfileResponse>(path, body, nameProfileResponseSchema),
    )
  } catch (cause) {
    if (cause instanceof HttpStatusError && cause.status === 404) return null
    throw new NameResolveError({ details: name, cause })
  }
}
