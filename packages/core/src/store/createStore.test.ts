import { describe, expect, it } from 'vitest'
import { createStore } from './createStore'

describe('createStore', () => {
  it('merges partial updates and updater results', () => {
    const store = createStore({ count: 0, label: 'a' })
    store.setState({ count: 1 })
    store.setState((state) => ({ count: state.count + 1 }))
    expect(store.getState()).toEqual({ count: 2, label: 'a' })
    expect(store.getInitialState()).toEqual({ count: 0, label: 'a' })
  })

  it('calls listeners with the new and previous state, and stops after unsubscribe', () => {
    const store = createStore({ count: 0 })
    const calls: Array<[number, number]> = []
    const unsubscribe = store.subscribe((state, previous) =>
      calls.push([state.count, previous.count]),
    )
    store.setState({ count: 1 })
    unsubscribe()
    store.setState({ count: 2 })
    expect(calls).toEqual([[1, 0]])
  })

  it('keeps the same snapshot and stays silent when nothing changed', () => {
    const store = createStore({ count: 0, list: [1] })
    const snapshot = store.getState()
    let calls = 0
    store.subscribe(() => calls++)
    store.setState({ count: 0, list: snapshot.list })
    store.setState({})
    expect(store.getState()).toBe(snapshot)
    expect(calls).toBe(0)
    store.setState({ list: [1] })
    expect(store.getState()).not.toBe(snapshot)
    expect(calls).toBe(1)
  })

  it('lets a listener unsubscribe another during a notification without skipping the round', () => {
    const store = createStore({ count: 0 })
    const seen: string[] = []
    let unsubscribeB = () => {}
    store.subscribe(() => {
      seen.push('a')
      unsubscribeB()
    })
    unsubscribeB = store.subscribe(() => seen.push('b'))
    store.setState({ count: 1 })
    store.setState({ count: 2 })
    expect(seen).toEqual(['a', 'b', 'a'])
  })

  it('refuses a non-object initial state', () => {
    expect(() => createStore(null as unknown as object)).toThrow(
      'createStore needs an object as its initial state',
    )
  })
})
