import { modalEvents } from '@portico/core/internal'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { attachAnalytics } from '../analytics/attachAnalytics'
import { usePorticoConfig } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { connectSectionsEn } from '../strings/connectSectionsEn'
import { provideStringSections } from '../strings/createStrings'
import { useStore } from '../useStore'
import { AccountView, ConnectView, loadAccountViews, preloadViews } from '../views/lazyViews'
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

/** The Connect view's chunk (`loadModal` waits for it unless a connected visitor's). */
export const preloadConnectView = () => ConnectView.preload()

// What the modal's first view needs before a click (`loadModal`'s `prefetchModal`).
export { prefetchViews } from '../views/prefetchViews'

// The Connect view's strings sections come with this chunk (the first load has the button's
// strings only; a connected account's come with the account views' chunk).
provideStringSections(connectSectionsEn)

/**
 * The lazily loaded part of Portico: the modal and the toasts, in a portal on `document.body`.
 * Loaded by `<PorticoProvider>` through `loadModal()`.
 */
export default function ModalRoot() {
  const config = usePorticoConfig()
  const { open } = useStore(config.modal)
  const { status } = useStore(config.account)
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
  }, [config, open])
  return createPortal(
    <div
      className="portico-root portico-layer"
      data-portico-theme={themeMode}
      style={config.themeStyle}
      lang={locale}
      dir={dir}
    >
      {open ? <Modal /> : null}
      <Toasts />
    </div>,
    document.body,
  )
}
