import type { ComponentType } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'

/** The lazily loaded modal (its views, styles and toasts): `modal/ModalRoot.tsx`. */
export type ModalRootComponent = ComponentType

type ModalModule = typeof import('./ModalRoot')

let loaded: ModalRootComponent | undefined
let loading: Promise<ModalModule> | undefined

/** The modal's chunk, once (a failed load is tried again on the next call). */
function loadRoot(): Promise<ModalModule> {
  loading ??= import('./ModalRoot').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

export type LoadModalParameters = {
  /** Load the Connect view's chunk too (default true): a connected visitor's idle load does not. */
  connect?: boolean | undefined
}

/**
 * Loads the modal's code (its shell, styles and toasts, and the Connect view's chunk) once; later
 * calls share the first load (a failed load is tried again on the next call). The first load of a
 * page carries only the button; this comes when the page is idle after its load
 * ({@link prefetchModal}), on hover or focus of the button, or on first open.
 *
 * @example
 * void loadModal() // preload
 * const ModalRoot = await loadModal()
 */
export async function loadModal(parameters: LoadModalParameters = {}): Promise<ModalRootComponent> {
  const module = await loadRoot()
  // A failed view load shows `Try again` in the view: the modal itself is here.
  if (parameters.connect !== false) await module.preloadConnectView().catch(() => {})
  loaded = module.default
  return module.default
}

/**
 * Loads the modal and what the view it opens on needs before its first paint: disconnected, the
 * Connect view (its chunk, the social logins the server offers), connected, the account views.
 * So a click draws the whole view in its first frame with no request. Per-method code (the frame
 * client, the email code check, WalletConnect, All Wallets, a lazily loaded chain adapter) still
 * loads on use. Called when the page is idle after its load.
 *
 * @example
 * void prefetchModal(config)
 */
export async function prefetchModal(config: PorticoConfig): Promise<ModalRootComponent> {
  const connected = (await settledStatus(config)) === 'connected'
  const component = await loadModal({ connect: !connected })
  await (await loadRoot()).prefetchViews(config)
  return component
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

/** The account's status once neither connecting nor reconnecting (at most 3 s: then as it is). */
function settledStatus(config: PorticoConfig): Promise<string> {
  const settled = (status: string) => status === 'connected' || status === 'disconnected'
  const now = config.account.getState().status
  if (settled(now)) return Promise.resolve(now)
  return new Promise((resolve) => {
    const done = () => {
      stop()
      config.clock.clearTimeout(timer)
      resolve(config.account.getState().status)
    }
    const timer = config.clock.setTimeout(done, 3_000)
    const stop = config.account.subscribe((state) => {
      if (settled(state.status)) done()
    })
  })
}
