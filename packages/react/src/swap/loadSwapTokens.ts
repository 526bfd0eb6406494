import { createStore, type Store, SwapNetworkUnsupportedError } from '@portico/core'
import { getSwapTokens, type SwapListToken } from '@portico/core/api'
import { getPorticoApi } from '../api/getPorticoApi'
import type { PorticoConfig } from '../createPorticoConfig'

/** By network: its tradable tokens, `null` where the server has no swaps (or could not say). */
export type SwapTokenLists = Record<string, SwapListToken[] | null>

const lists = new WeakMap<PorticoConfig, Store<SwapTokenLists>>()
const loading = new WeakMap<PorticoConfig, Map<string, Promise<void>>>()

/**
 * The tradable tokens of a network (`GET /v1/convert/tokens`), read once per network and config
 * into a store the Swap view reads (its chunk only). A network without swaps (`Network not
 * supported for Swaps`), or no server, is `null`.
 *
 * @example
 * const lists = loadSwapTokens(config, 'eip155:31337')
 * lists.getState()['eip155:31337'] // SwapListToken[] once read
 */
export function loadSwapTokens(config: PorticoConfig, caipNetworkId: string | undefined) {
  let store = lists.get(config)
  if (!store) {
    store = createStore<SwapTokenLists>({})
    lists.set(config, store)
  }
  if (!caipNetworkId) return store
  const pending = loading.get(config) ?? new Map<string, Promise<void>>()
  loading.set(config, pending)
  if (!pending.has(caipNetworkId)) {
    const api = getPorticoApi(config)
    const target = store
    const read =
      api && caipNetworkId.startsWith('eip155:')
        ? getSwapTokens(api.client, { chainId: caipNetworkId }).then(
            ({ tokens }) => tokens,
            (error) => (error instanceof SwapNetworkUnsupportedError ? null : undefined),
          )
        : Promise.resolve(null)
    pending.set(
      caipNetworkId,
      read.then((tokens) => {
        // A failed read (not the server's refusal) is tried again on the next visit.
        if (tokens === undefined) pending.delete(caipNetworkId)
        target.setState({ [caipNetworkId]: tokens ?? null })
      }),
    )
  }
  return store
}
