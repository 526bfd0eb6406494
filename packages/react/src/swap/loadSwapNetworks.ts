import { createStore, type Store } from '@portico/core'
import { getPorticoClient } from '../api/getPorticoClient'
import type { PorticoConfig } from '../createPorticoConfig'

/** By network: whether the server swaps there (absent while unknown). */
export type SwapNetworks = Record<string, boolean>

const stores = new WeakMap<PorticoConfig, Store<SwapNetworks>>()
const asked = new WeakMap<PorticoConfig, Set<string>>()

/**
 * Whether the server swaps on a network (`GET /v1/convert/tokens` lists tokens), asked once per
 * network and config, for the Account view's Swap button. A refusal (400, SPEC §8 `Network not
 * supported for Swaps`) or no server is `false`; another failure is asked again on the next visit.
 * Kept small on purpose: it is in the modal's chunk; the Swap view reads the list itself.
 *
 * @example
 * loadSwapNetworks(config, 'eip155:31337').getState()['eip155:31337'] // true once known
 */
export function loadSwapNetworks(
  config: PorticoConfig,
  caipNetworkId: string | undefined,
): Store<SwapNetworks> {
  let store = stores.get(config)
  if (!store) {
    store = createStore<SwapNetworks>({})
    stores.set(config, store)
  }
  const client = getPorticoClient(config)
  const seen = asked.get(config) ?? new Set<string>()
  asked.set(config, seen)
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
