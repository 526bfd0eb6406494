import { modalEvents } from '@portico/core/internal'
import { Activity as ReactActivity, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { attachAnalytics } from '../analytics/attachAnalytics'
import { usePorticoConfig } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { connectSectionsEn } from '../strings/connectSectionsEn'
import { provideStringSections } from '../strings/createStrings'
import { useStore } from '../useStore'
import { AccountView, loadAccountViews } from '../views/lazyAccountViews'
import { ConnectingExternalView, ConnectView, warmConnectLayout } from '../views/lazyViews'
import { preloadViews } from './lazyView'
import { Modal } from './Modal'
import { Toasts } from './Toasts'
import './modal.css'

/**
 * Starts loading `address`'s primary name (the account views' chunk, reached only through this
 * one so the chunks they share stay in this one): see names/useAccountName.
 */
export const loadAccountName = (config: PorticoConfig, address: string) =>
  loadAccountViews().then((m) => m.loadAccountName(config, address))

/** A redirect-mode social login coming back (its views' chunk is reached through this one). */
export const resumeSocialLogin = (config: PorticoConfig) =>
  import('../views/emailViews').then((m) => m.resumeSocialLogin(config))

/**
 * The Connect view's chunk (`loadModal` waits for it unless a connected visitor's), with the view
 * a picked wallet's row shows.
 */
export const preloadConnectView = () =>
  Promise.all([ConnectView.preload(), ConnectingExternalView.preload()])

// What the modal's first view needs before a click (`loadModal`'s `prefetchModal`).
export { prefetchViews } from '../views/prefetchViews'

// The Connect view's strings sections come with this chunk (the first load has the button's
// strings only; a connected account's come with the account views' chunk).
provideStringSections(connectSectionsEn)

/**
 * React 19.2's `<Activity>`; `undefined` on React 18 (the dialog is then drawn on the click). A
 * named import, not `import * as React`: a namespace of React's CommonJS exports costs a getter
 * per export in the page's heap.
 */
const Activity = ReactActivity as typeof ReactActivity | undefined

/**
 * The lazily loaded part of Portico: the modal and the toasts, in a portal on `document.body`.
 * Loaded by `<PorticoProvider>` through `loadModal()`.
 */
export default function ModalRoot() {
  const config = usePorticoConfig()
  const { open } = useStore(config.modal)
  const { status } = useStore(config.account)
  const { view } = useStore(config.router)
  // Each close gives the next open a fresh dialog (its fields and focus as on a first open).
  const [generation, setGeneration] = useState(0)
  // A locale's catalogue arriving re-renders the views in it (they read `config.strings`).
  const { locale, dir } = useStore(config.locale)
  const { themeMode } = useStore(config.theme)
  // The modal's open and close, as tracked events (analytics, the app's `track`).
  const wasOpen = useRef(false)
  useEffect(() => attachAnalytics(config), [config])
  // Connected: the account views' chunk (Account, the sign-in prompt, UnsupportedChain).
  useEffect(() => {
    if (status === 'connected') preloadViews(AccountView)
  }, [status])
  useEffect(() => {
    if (open === wasOpen.current) return
    wasOpen.current = open
    config.track({ event: open ? modalEvents.MODAL_OPEN : modalEvents.MODAL_CLOSE })
    if (!open) setGeneration((n) => n + 1)
  }, [config, open])
  // Closed on the Connect view and disconnected: the dialog drawn ahead, hidden, so a click only
  // shows it (React 19.2's <Activity>: drawn when the page is idle, its effects not run while
  // hidden: no focus, no inert page, no request), and laid out once at idle (modal/warmLayout).
  const prerender = !open && view === 'Connect' && status !== 'connected'
  const layer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (Activity && prerender) void warmConnectLayout(layer).catch(() => {})
  }, [prerender])
  return createPortal(
    <div
      ref={layer}
      className="portico-root portico-layer"
      data-portico-theme={themeMode}
      style={config.themeStyle}
      lang={locale}
      dir={dir}
    >
      {Activity ? (
        <Activity mode={open ? 'visible' : 'hidden'}>
          {open || prerender ? <Modal key={generation} /> : null}
        </Activity>
      ) : open ? (
        <Modal />
      ) : null}
      <Toasts />
    </div>,
    document.body,
  )
}
