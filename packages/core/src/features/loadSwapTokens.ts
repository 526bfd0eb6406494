import { getSwapTokens, type SwapListToken } from '../api/getSwapTokens'
import { SwapNetworkUnsupportedError } from '../errors/swap'
import { createStore, type Store } from '../store/createStore'
import { getServerApi } from './getServerApi'
import type { FeatureHost } from './types'

/** By network: its tradable tokens, `null` where the server has no swaps (or could not say). */
export type SwapTokenLists = Record<string, SwapListToken[] | null>

const lists = new WeakMap<object, Store<SwapTokenLists>>()
const loading = new WeakMap<object, Map<string, Promise<void>>>()

/**
 * The tradable tokens of a network (`GET /v1/convert/tokens`), read once per network and host
 * into a store the Swap view reads (its chunk only). A network without swaps (`Network not
 * supported for Swaps`), or no server, is `null`.
 *
 * @example
 * const lists = loadSwapTokens(host, 'eip155:31337')
 * lists.getState()['eip155:31337'] // SwapListToken[] once read
 */
export function loadSwapTokens(host: FeatureHost, caipNetworkId: string | undefined) {
  let store = lists.get(host)
  if (!store) {
    store = createStore<SwapTokenLists>({})
    lists.set(host, store)
  }
  if (!caipNetworkId) return store
  const pending = loading.get(host) ?? new Map<string, Promise<void>>()
  loading.set(host, pending)
  if (!pending.has(caipNetworkId)) {
    const api = getServerApi(host)
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
