import { type ComponentType, useEffect, useState } from 'react'
import { usePorticoConfig } from '../context'

/** A view whose code is its own chunk: render it as a component; `preload()` fetches it early. */
export type LazyView = ComponentType & {
  /** Loads the view's code once (a failed load is tried again on the next call). */
  preload(): Promise<ComponentType>
}

/** The view loads started and not settled yet. */
const loadsUnderWay = new Set<Promise<unknown>>()

/**
 * Resolves once every view load started so far has settled (loaded or failed). Tests wait for it
 * before their environment goes: a load finishing after it would import into a torn-down one.
 */
export function lazyViewsSettled(): Promise<void> {
  return Promise.allSettled([...loadsUnderWay]).then(() => undefined)
}

/**
 * A modal view (or part of one) loaded on demand, so the modal's chunk does not carry it. Once
 * loaded it renders in the same update as the click that shows it (no Suspense boundary, whose
 * reveal React 19 holds back by ~300 ms); before that it shows a loading line, then the view. A
 * failed load says so, with `Try again`. Call `preload()` where the view is one click away.
 *
 * @example
 * const SendView = lazyView(() => import('../views/SendView').then((m) => m.SendView))
 * useEffect(() => void SendView.preload().catch(() => {}), []) // in the view that opens it
 * return <SendView />
 */
export function lazyView(load: () => Promise<ComponentType>): LazyView {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const preload = () => {
    if (loading) return loading
    const started = load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    loading = started
    loadsUnderWay.add(started)
    started.then(
      () => loadsUnderWay.delete(started),
      () => loadsUnderWay.delete(started),
    )
    return started
  }

  function LazyViewLoader() {
    const { strings } = usePorticoConfig()
    const [, setReady] = useState<ComponentType>()
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)
    // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries the load
    useEffect(() => {
      if (loaded) return
      let live = true
      preload().then(
        (component) => live && setReady(() => component),
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }, [attempt])

    if (loaded) {
      const View = loaded
      return <View />
    }
    if (failed)
      return (
        <div className="portico-center" role="alert">
          <p>{strings.modal.viewLoadFailed}</p>
          <button
            type="button"
            className="portico-row"
            onClick={() => {
              setFailed(false)
              setAttempt((n) => n + 1)
            }}
          >
            <span className="portico-row-name">{strings.tryAgain}</span>
          </button>
        </div>
      )
    return (
      <p className="portico-center portico-muted" role="status">
        {strings.modal.viewLoading}
      </p>
    )
  }
  return Object.assign(LazyViewLoader, { preload })
}

/** Preloads `views` (a failed preload is tried again when the view shows). */
export function preloadViews(...views: { preload(): Promise<unknown> }[]): void {
  for (const view of views) view.preload().catch(() => {})
}
