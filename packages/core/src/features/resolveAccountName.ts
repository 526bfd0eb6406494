import type { CreateHttpClientReturnType } from '../api/createHttpClient'
import { getNameProfile } from '../api/getNameProfile'

/**
 * The EVM address (ENSIP-11 coin type 60) of a name, `null` when no one registered it; a failing
 * name service throws `Error resolving name`. Loaded on demand by Send.
 *
 * @example
 * await resolveAccountName(client, 'alice.portico.id') // '0xf39F…2266'
 */
export async function resolveAccountName(
  client: CreateHttpClientReturnType,
  name: string,
): Promise<string | null> {
  return (await getNameProfile(client, { name }))?.addresses['60'] ?? null
}
