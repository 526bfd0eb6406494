import { createContext, useContext } from 'react'
import type { PorticoConfig } from './createPorticoConfig'
import { PorticoProviderNotFoundError } from './errors'

/** Internal: the config given to `<PorticoProvider>`. */
export const PorticoContext = createContext<PorticoConfig | null>(null)

/**
 * The config of the nearest `<PorticoProvider>`; throws `PorticoProviderNotFoundError` outside one.
 *
 * @example
 * const config = usePorticoConfig()
 */
export function usePorticoConfig(): PorticoConfig {
  const config = useContext(PorticoContext)
  if (!config) throw new PorticoProviderNotFoundError()
  return config
}
