import { modalEvents } from '@portico/core'
import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { attachAnalytics } from '../analytics/attachAnalytics'
import { usePorticoConfig } from '../context'
import { provideStringSections } from '../strings/createStrings'
import { sectionsEn } from '../strings/sectionsEn'
import { useStore } from '../useStore'
import { Modal } from './Modal'
import { Toasts } from './Toasts'
import './modal.css'

// In the modal's chunk (preloaded when the page is idle), so a connected visitor's name costs no
// chunk of its own: see names/useAccountName.
export { loadAccountName } from '../names/loadAccountName'

// The views' strings sections come with this chunk (the first load has the button's strings only).
provideStringSections(sectionsEn)

/**
 * The lazily loaded part of Portico: the modal and the toasts, in a portal on `document.body`.
 * Loaded by `<PorticoProvider>` through `loadModal()`.
 */
export default function ModalRoot() {
  const config = usePorticoConfig()
  const { open } = useStore(config.modal)
  // A locale's catalogue arriving re-renders the views in it (they read `config.strings`).
  const { locale, dir } = useStore(config.locale)
  const { themeMode } = useStore(config.theme)
  // The modal's open and close, as tracked events (analytics, the app's `track`).
  const wasOpen = useRef(false)
  useEffect(() => attachAnalytics(config), [config])
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
