import { useEffect, useState } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'
import { loadedModal, loadModal, type ModalRootComponent, prefetchModal } from './loadModal'

export type UseModalRootParameters = {
  /** Whose modal: what its first view needs is prefetched with it when the page is idle. */
  config: PorticoConfig
  /** The modal is wanted now (open): load it at once rather than when the page is idle. */
  wanted: boolean
  /** The load failed while wanted (e.g. the network dropped); the next open tries again. */
  onError: (error: unknown) => void
}

/**
 * The modal component once loaded, else `undefined`. Preloads it when the page is idle after its
 * load, so a click renders the modal synchronously; when it is wanted before that, loads it and
 * renders it through state (never a suspended `React.lazy` boundary, whose reveal React 19 holds
 * back by ~300 ms).
 *
 * @example
 * const ModalRoot = useModalRoot({ config, wanted: open, onError: () => config.modal.close() })
 * return ModalRoot && open ? <ModalRoot /> : null
 */
export function useModalRoot({ config, wanted, onError }: UseModalRootParameters) {
  // The initializer returns the component itself (a function): setState gets it wrapped.
  const [ModalRoot, setModalRoot] = useState<ModalRootComponent | undefined>(loadedModal)

  // Once idle: the modal and what its first view needs (the Connect view drawn whole on a click).
  useEffect(
    () =>
      whenIdleAfterLoad(
        () =>
          void prefetchModal(config).then(
            (component) => setModalRoot(() => component),
            () => {},
          ),
      ),
    [config],
  )

  // Wanted before that: loaded at once, rendered through state.
  useEffect(() => {
    if (ModalRoot || !wanted) return
    let live = true
    loadModal().then(
      (component) => {
        if (live) setModalRoot(() => component)
      },
      (error: unknown) => {
        if (live) onError(error)
      },
    )
    return () => {
      live = false
    }
  }, [ModalRoot, wanted, onError])

  // Loaded meanwhile by a hover or focus of the button: render it in this very update.
  return ModalRoot ?? loadedModal()
}

/** Runs `task` once the page has loaded and the browser is idle; returns the cancel. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => {}
  const schedule = () => {
    const idle = globalThis.requestIdleCallback
    if (idle) {
      const handle = idle(task, { timeout: 2000 })
      cancel = () => globalThis.cancelIdleCallback(handle)
    } else {
      const handle = setTimeout(task, 200)
      cancel = () => clearTimeout(handle)
    }
  }
  if (document.readyState === 'complete') schedule()
  else {
    globalThis.addEventListener('load', schedule, { once: true })
    cancel = () => globalThis.removeEventListener('load', schedule)
  }
  return () => cancel()
}
