import type { ComponentType } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'

/** The lazily loaded modal (its views, styles and toasts): `modal/ModalRoot.tsx`. */
export type ModalRootComponent = ComponentType

let loaded: ModalRootComponent | undefined
let loading: Promise<ModalRootComponent> | undefined
let prefetchViews: ((config: PorticoConfig) => Promise<unknown>) | undefined

/**
 * Loads the modal's code (views, styles) once; later calls share the first load (a failed load is
 * tried again on the next call). The first load of a page carries only the button; this chunk
 * comes when the page is idle after its load, on hover or focus of the button, or on first open.
 *
 * @example
 * void loadModal() // preload
 * const ModalRoot = await loadModal()
 */
export function loadModal(): Promise<ModalRootComponent> {
  loading ??= import('./ModalRoot').then(
    (module) => {
      loaded = module.default
      prefetchViews = module.prefetchViews
      return module.default
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * The modal once {@link loadModal} has loaded it, else `undefined`: what renders it in the same
 * update as the click, with no Suspense boundary (React 19 holds a suspended boundary's reveal
 * back by ~300 ms).
 *
 * @example
 * const ModalRoot = loadedModal()
 */
export function loadedModal(): ModalRootComponent | undefined {
  return loaded
}

/**
 * Loads the modal and what the view it opens on needs before its first paint (the Connect view's
 * email field, its social logins and the list of them, the analytics sender), so a click draws
 * the whole view in its first frame with no request. Per-method code (the frame client, the email
 * code check, WalletConnect, All Wallets, a lazily loaded chain adapter) still loads on use.
 * Called when the page is idle after its load.
 *
 * @example
 * void prefetchModal(config)
 */
export function prefetchModal(config: PorticoConfig): Promise<unknown> {
  return loadModal().then(() => prefetchViews?.(config))
}
