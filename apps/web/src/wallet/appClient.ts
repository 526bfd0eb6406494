import { type CreateHttpClientReturnType, createHttpClient } from '@portico/core/api'
import { projectId } from '../portico'

let client: CreateHttpClientReturnType | undefined

/**
 * The client of the Portico server the app is served by (same origin, the app's project), made
 * once; in the dashboard pages' chunks, never the first load.
 *
 * @example
 * const balances = await getBalances(appClient(), { address, chainId: 'eip155:31337' })
 */
export function appClient(): CreateHttpClientReturnType {
  client ??= createHttpClient({
    baseUrl: location.origin,
    params: { projectId },
    init: { credentials: 'include' },
  })
  return client
}
