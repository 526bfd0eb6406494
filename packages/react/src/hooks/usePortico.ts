import type { View, ViewArguments } from '@portico/core'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

export type UsePorticoReturnType = {
  /** Opens the modal on a view, or on the default one (Account when connected, else Connect). */
  open: (...args: [] | ViewArguments) => void
  close: () => void
  isOpen: boolean
  /** The view the modal shows (or last showed). */
  view: View
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = usePortico()
 * <button onClick={() => open('Connect')}>Sign in</button>
 */
export function usePortico(): UsePorticoReturnType {
  const config = usePorticoConfig()
  const { open: isOpen } = useStore(config.modal)
  const { view } = useStore(config.router)
  return { open: config.open, close: config.close, isOpen, view }
}
