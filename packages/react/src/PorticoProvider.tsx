import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { PorticoContext } from './context'
import type { PorticoConfig } from './createPorticoConfig'
import { loadModal } from './modal/loadModal'
import { useStore } from './useStore'

const ModalRoot = lazy(loadModal)

export type PorticoProviderProps = {
  config: PorticoConfig
  children?: ReactNode
}

/**
 * Provides Portico to the app: starts the adapter's watchers, restores the previous session, and
 * mounts the modal (loaded with `import()` on first open, or when idle after a connection).
 *
 * @example
 * <PorticoProvider config={config}>
 *   <ConnectButton />
 * </PorticoProvider>
 */
export function PorticoProvider({ config, children }: PorticoProviderProps) {
  useEffect(() => config.start(), [config])
  const { open } = useStore(config.modal)
  const { status } = useStore(config.account)
  const [mounted, setMounted] = useState(false)

  useEffect(() => {
    if (open) setMounted(true)
  }, [open])

  useEffect(() => {
    if (mounted || status !== 'connected') return
    const idle = globalThis.requestIdleCallback
    if (idle) {
      const handle = idle(() => setMounted(true), { timeout: 2000 })
      return () => globalThis.cancelIdleCallback(handle)
    }
    const handle = setTimeout(() => setMounted(true), 200)
    return () => clearTimeout(handle)
  }, [mounted, status])

  return (
    <PorticoContext.Provider value={config}>
      {children}
      {mounted || open ? (
        <Suspense fallback={null}>
          <ModalRoot />
        </Suspense>
      ) : null}
    </PorticoContext.Provider>
  )
}
