import { InvalidParameterError } from '../errors/parameter'
/** A listener called after each change with the new and the previous state. */
export type StoreListener<state> = (state: state, previousState: state) => void

/** What `setState` accepts: some fields, or a function of the current state returning some fields. */
export type StoreUpdate<state> = Partial<state> | ((state: state) => Partial<state>)

/**
 * A framework-free store. `getState` returns the same object until something changes, so it can be
 * passed straight to React's `useSyncExternalStore(store.subscribe, store.getState)`.
 */
export type Store<state extends object> = {
  /** The current state (a new object after every change, the same object otherwise). */
  getState: () => state
  /** The state the store was created with (for `useSyncExternalStore`'s server snapshot). */
  getInitialState: () => state
  /** Merges fields into the state; listeners run only if a field actually changed (`Object.is`). */
  setState: (update: StoreUpdate<state>) => void
  /** Adds a listener; returns the function that removes it. */
  subscribe: (listener: StoreListener<state>) => () => void
}

/** Return type of {@link createStore}. */
export type CreateStoreReturnType<state extends object> = Store<state>

/**
 * Creates a store holding `initial`.
 *
 * @example
 * const store = createStore({ count: 0 })
 * const unsubscribe = store.subscribe((state) => console.log(state.count))
 * store.setState((state) => ({ count: state.count + 1 })) // logs 1
 * unsubscribe()
 */
export function createStore<state extends object>(initial: state): CreateStoreReturnType<state> {
  if (typeof initial !== 'object' || initial === null) {
    throw new InvalidParameterError({ reason: 'createStore needs an object as its initial state' })
  }
  let state = initial
  const listeners = new Set<StoreListener<state>>()

  const setState = (update: StoreUpdate<state>) => {
    const partial = typeof update === 'function' ? update(state) : update
    if (!partial) return
    const changed = (Object.keys(partial) as Array<keyof state>).some(
      (key) => !Object.is(partial[key], state[key]),
    )
    if (!changed) return
    const previous = state
    state = { ...state, ...partial }
    for (const listener of [...listeners]) listener(state, previous)
  }

  const subscribe = (listener: StoreListener<state>) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  return { getState: () => state, getInitialState: () => initial, setState, subscribe }
}
