import { createContext, useContext } from 'react'
import type { PorticoConfig } from './createPorticoConfig'
import { PorticoProviderNotFoundError } from './errors'

/** Internal: the config given to `<PorticoProvider>`. */
export const PorticoContext = createContext<PorticoConfig | null>(null)

/** The `config` every hook takes: another config than the provider's (wagmi's `config` parameter). */
export type ConfigParameter = { config?: PorticoConfig | undefined }

export type UsePorticoConfigParameters = ConfigParameter
export type UsePorticoConfigReturnType = PorticoConfig

/**
 * The config of the nearest `<PorticoProvider>` (or the one given); throws
 * `PorticoProviderNotFoundError` outside a provider without one. Every action of `@portico/core`
 * takes it: `await signMessage(usePorticoConfig(), { message })`.
 *
 * @example
 * const config = usePorticoConfig()
 * await disconnect(config)
 */
export function usePorticoConfig(
  parameters: UsePorticoConfigParameters = {},
): UsePorticoConfigReturnType {
  const provided = useContext(PorticoContext)
  const config = parameters.config ?? provided
  if (!config) throw new PorticoProviderNotFoundError()
  return config
}
