import { type CreateHttpClientReturnType, createHttpClient } from '../api/createHttpClient'
import { sdkQuery } from './sdkQuery'
import type { FeatureHost } from './types'

const clients = new WeakMap<object, CreateHttpClientReturnType | null>()

/**
 * The host's HTTP client of the Portico server, made once per host: what names, Buy and the
 * wallet directory read, without the Account tokens store (`getServerApi`), so the chunks that
 * need only the client stay light. `null` when there is no server URL.
 *
 * @example
 * const client = getServerClient(config)
 * if (client) await getWallets(client, { page: 1, entries: 40 })
 */
export function getServerClient(
  host: Pick<FeatureHost, 'apiUrl' | 'fetch' | 'projectId'>,
): CreateHttpClientReturnType | null {
  const known = clients.get(host)
  if (known !== undefined) return known
  const client = host.apiUrl
    ? createHttpClient({
        baseUrl: host.apiUrl,
        params: { projectId: host.projectId, ...sdkQuery },
        fetch: host.fetch,
      })
    : null
  clients.set(host, client)
  return client
}
