import { NameSuggestionsError } from '../errors/names'
import { type NameSuggestionsResponse, nameSuggestionsResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { readApiResponse } from './readResponse'

/** Parameters of {@link getNameSuggestions}. */
export type GetNameSuggestionsParameters = {
  /** A label (`alice`) or a full name (`alice.portico.id`). */
  name: string
  /** The zone, e.g. `portico.id`. */
  zone: string
  signal?: AbortSignal | undefined
}

/** Available full names like the one asked, the name itself first when it is free (at most 5). */
export type GetNameSuggestionsReturnType = string[]

export type GetNameSuggestionsErrorType = NameSuggestionsError

/**
 * Available names like `name` in `zone` (`GET /v1/profile/suggestions/{name}?zone=`, SPEC §7):
 * the name itself first when nobody has it, then variants (`alice-1`, `alice1`, …). A failure
 * throws `Error fetching name suggestions` (SPEC §8) with the cause.
 *
 * @example
 * await getNameSuggestions(client, { name: 'alice', zone: 'portico.id' })
 * // ['alice.portico.id', 'alice-1.portico.id', …]
 */
export async function getNameSuggestions(
  client: CreateHttpClientReturnType,
  parameters: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  const { name, zone, signal } = parameters
  const path = `/v1/profile/suggestions/${encodeURIComponent(name)}`
  try {
    const body = await client.get({ path, params: { zone }, signal })
    return readApiResponse<NameSuggestionsResponse>(
      path,
      body,
      nameSuggestionsResponseSchema,
    ).suggestions.map((suggestion) => suggestion.name)
  } catch (cause) {
    throw new NameSuggestionsError({ details: name, cause })
  }
}
