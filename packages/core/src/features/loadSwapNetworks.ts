import { createStore, type Store } from '../store/createStore'
import { getServerClient } from './getServerClient'
import type { FeatureHost } from './types'

/** By network: whether the server swaps there (absent while unknown). */
export type SwapNetworks = Record<string, boolean>

const stores = new WeakMap<object, Store<SwapNetworks>>()
const asked = new WeakMap<object, Set<string>>()

/**
 * Whether the server swaps on a network (`GET /v1/convert/tokens` lists tokens), asked once per
 * network and config, for the Account view's Swap button. A refusal (400, SPEC §8 `Network not
 * supported for Swaps`) or no server is `false`; another failure is asked again on the next visit.
 * Kept small on purpose: it is in the modal's chunk; the Swap view reads the list itself.
 *
 * @example
 * loadSwapNetworks(host, 'eip155:31337').getState()['eip155:31337'] // true once known
 */
export function loadSwapNetworks(
  host: Pick<FeatureHost, 'apiUrl' | 'fetch' | 'projectId'>,
  caipNetworkId: string | undefined,
): Store<SwapNetworks> {
  let store = stores.get(host)
  if (!store) {
    store = createStore<SwapNetworks>({})
    stores.set(host, store)
  }
  const client = getServerClient(host)
  const seen = asked.get(host) ?? new Set<string>()
  asked.set(host, seen)
  if (!caipNetworkId || seen.has(caipNetworkId)) return store
  seen.add(caipNetworkId)
  const target = store
  const answer = (swaps: boolean) => target.setState({ [caipNetworkId]: swaps })
  if (!client || !caipNetworkId.startsWith('eip155:')) answer(false)
  else
    client
      .get<{ tokens?: unknown }>({ path: '/v1/convert/tokens', params: { chainId: caipNetworkId } })
      .then(
        (body) => answer(Array.isArray(body?.tokens) && body.tokens.length > 0),
        (error: { status?: number }) => {
          if (error?.status !== 400) seen.delete(caipNetworkId)
          answer(false)
        },
      )
  return store
}
