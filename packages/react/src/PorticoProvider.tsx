import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { PorticoContext } from './context'
import type { PorticoConfig } from './createPorticoConfig'
import { useModalRoot } from './modal/useModalRoot'
import { useStore } from './useStore'

export type PorticoProviderProps = {
  config: PorticoConfig
  children?: ReactNode
}

/**
 * Provides Portico to the app: starts the adapter's watchers, restores the previous session, and
 * mounts the modal. The modal's code loads with `import()` when the page is idle after its load
 * (or on hover or focus of the button, or on first open), so a click renders it at once.
 *
 * @example
 * <PorticoProvider config={config}>
 *   <ConnectButton />
 * </PorticoProvider>
 */
export function PorticoProvider({ config, children }: PorticoProviderProps) {
  useEffect(() => config.start(), [config])
  // A social login in redirect mode coming back: its chunk loads only then.
  useEffect(() => {
    if (config.embeddedWallet?.getPendingSocial() === undefined) return
    void import('./modal/ModalRoot').then((m) => m.resumeSocialLogin(config))
  }, [config])
  const { open } = useStore(config.modal)
  // Never on the server, nor in the hydrating render (a portal; the server has no modal).
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  // A failed load closes the modal again, so the next click tries again.
  const onError = useCallback(() => config.modal.close(), [config])
  const ModalRoot = useModalRoot({ config, wanted: open, onError })

  return (
    <PorticoContext.Provider value={config}>
      {children}
      {/* Mounted once loaded (at idle, or on the first open): it draws the Connect view ahead. */}
      {ModalRoot && mounted ? <ModalRoot /> : null}
    </PorticoContext.Provider>
  )
}
