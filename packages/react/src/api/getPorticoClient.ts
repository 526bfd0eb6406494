import { type CreateHttpClientReturnType, createHttpClient } from '@portico/core/api'
import type { PorticoConfig } from '../createPorticoConfig'
import { sdkType, sdkVersion } from './sdkQuery'

const clients = new WeakMap<PorticoConfig, CreateHttpClientReturnType | null>()

/**
 * The config's HTTP client of the Portico server, made once per config: what names, Buy and the
 * wallet directory read, without the Account tokens store (`getPorticoApi`), so the modal's
 * preloaded chunk stays light. `null` when there is no server URL (no `apiUrl`, no page origin).
 *
 * @example
 * const client = getPorticoClient(config)
 * if (client) await getWallets(client, { page: 1, entries: 40 })
 */
export function getPorticoClient(config: PorticoConfig): CreateHttpClientReturnType | null {
  const known = clients.get(config)
  if (known !== undefined) return known
  const client = config.apiUrl
    ? createHttpClient({
        baseUrl: config.apiUrl,
        params: { projectId: config.projectId, st: sdkType, sv: sdkVersion },
        fetch: config.fetch,
      })
    : null
  clients.set(config, client)
  return client
}
