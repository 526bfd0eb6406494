import type { Store } from '@portico/core'
import { useSyncExternalStore } from 'react'

export type UseStoreParameters<state extends object> = Store<state>
export type UseStoreReturnType<state extends object> = state

/**
 * Reads a core store in React (re-renders when it changes).
 *
 * @example
 * const { view } = useStore(config.router)
 */
export function useStore<state extends object>(
  store: UseStoreParameters<state>,
): UseStoreReturnType<state> {
  return useSyncExternalStore(store.subscribe, store.getState, store.getInitialState)
}
